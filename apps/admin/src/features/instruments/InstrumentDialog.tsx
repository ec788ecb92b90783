import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/ui/FormDialog';
import { uploadAdornment } from '../../shared/ui/ImageUpload';
import { dealingFields, feedFields, identityFields, NAME_PREFIX } from './instrument-fields';
import { uploadLogo, type Category, type Instrument, type InstrumentPatch } from './instruments.api';

/** Turns the flat `name_<lang>` values back into the pair's names patch. */
export function toPatch(values: Record<string, unknown>): InstrumentPatch {
  const patch: Record<string, unknown> = {};
  const names: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (key.startsWith(NAME_PREFIX)) names[key.slice(NAME_PREFIX.length)] = String(value);
    else patch[key] = value;
  }
  if (Object.keys(names).length > 0) patch.names = names;
  return patch as InstrumentPatch;
}

/** Edit every field of a pair; only the changed ones are sent, as one audited change. */
export function InstrumentDialog({
  pair,
  categories,
  onSave,
  onClose,
}: {
  pair: Instrument;
  categories: readonly Category[];
  onSave: (patch: InstrumentPatch) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  // The category list may not have loaded, or may not hold the pair's own: keep it selectable.
  const options = categories.some((c) => c.Id === pair.categoryId)
    ? categories
    : [...categories, { Id: pair.categoryId, Code: '', Name: `#${pair.categoryId}` }];
  const languages = Object.keys(pair.names);
  const initial: Record<string, unknown> = { ...pair };
  for (const lang of languages) initial[`${NAME_PREFIX}${lang}`] = pair.names[lang];
  return (
    <FormDialog
      title={`${t('instruments.edit_title')} · ${pair.showCode}`}
      fields={[...identityFields(t, options, languages), ...dealingFields(t), ...feedFields(t)]}
      initial={initial}
      onSubmit={(values) => onSave(toPatch(values))}
      onClose={onClose}
      testId="instrument-dialog"
      adornments={{ logo: uploadAdornment(uploadLogo, t('instruments.upload_logo'), 'instrument-logo-file') }}
    />
  );
}
