import type { ForexItem } from '@fxdesk/contract';
import { useTranslation } from '../../../shared/i18n';
import { useLang } from '../../../shared/i18n';
import { decimalFromInput, formatLots, inputFromDecimal } from '../../../shared/ui/figures';
import { FieldError, invalidProps } from '../../../shared/ui/TextField';
import { RadioButtons, type RadioButton } from '../../../shared/ui/RadioButtons';
import { canStepLotsDown, stepLotsDown, stepLotsUp } from './ticket';

interface SegmentedOption<T extends string | number> extends RadioButton<T> {
  tone?: 'buy' | 'sell';
}

interface SegmentedProps<T extends string | number> {
  value: T;
  options: readonly SegmentedOption<T>[];
  onChange: (value: T) => void;
  disabled?: boolean;
  className?: string;
  /** The group's accessible name. */
  label: string;
}

/** Two or more mutually exclusive buttons (buy/sell, market/pending): a radio group. */
export function Segmented<T extends string | number>({
  value,
  options,
  onChange,
  disabled,
  className,
  label,
}: SegmentedProps<T>) {
  return (
    <RadioButtons
      className={`fx-segmented ${className ?? ''}`}
      label={label}
      value={value}
      options={options}
      onChange={onChange}
      disabled={disabled}
      classOf={(option, checked) =>
        ['fx-segment', checked ? 'fx-segment--active' : '', option.tone ? `fx-segment--${option.tone}` : '']
          .filter(Boolean)
          .join(' ')
      }
    />
  );
}

interface LotStepperProps {
  pair: ForexItem;
  lots: string;
  onChange: (lots: string) => void;
  error?: string | null;
}

/** Lots with − and + in steps of Pip (SPEC §5); − is disabled at the floor. */
export function LotStepper({ pair, lots, onChange, error }: LotStepperProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const canDown = canStepLotsDown(lots, pair);
  return (
    <div className="fx-ticket-field">
      <span className="fx-ticket-label">
        {t('order_form.lots')}
        <span className="fx-ticket-hint fx-num">
          {t('order_form.lots_hint', {
            min: formatLots(pair.ForexMinCont, lang.locale),
            step: formatLots(pair.Pip, lang.locale),
          })}
        </span>
      </span>
      <div className="fx-stepper">
        <button
          type="button"
          className="fx-stepper-button"
          onClick={() => onChange(stepLotsDown(lots, pair))}
          disabled={!canDown}
          aria-label={t('order_form.decrease_lots')}
          data-testid="order-lots-minus"
        >
          −
        </button>
        <input
          className="fx-stepper-input fx-num"
          inputMode="decimal"
          value={inputFromDecimal(lots, lang.locale)}
          onChange={(e) => onChange(decimalFromInput(e.target.value))}
          aria-label={t('order_form.lots')}
          {...invalidProps('order-lots', error)}
          data-testid="order-lots"
        />
        <button
          type="button"
          className="fx-stepper-button"
          onClick={() => onChange(stepLotsUp(lots, pair))}
          aria-label={t('order_form.increase_lots')}
          data-testid="order-lots-plus"
        >
          +
        </button>
      </div>
      <FieldError id="order-lots-error" error={error} testId="order-lots-error" />
    </div>
  );
}

interface StopFieldProps {
  kind: 'sl' | 'tp';
  label: string;
  on: boolean;
  value: string;
  onToggle: (on: boolean) => void;
  onChange: (value: string) => void;
  /** Why the level was refused, shown under the field and announced. */
  error?: string | null;
}

/** A stop-loss or take-profit level with its toggle; off means 0 is sent (SPEC §5). */
export function StopField({ kind, label, on, value, onToggle, onChange, error }: StopFieldProps) {
  const { t } = useTranslation();
  return (
    <div
      className={['fx-ticket-field fx-stop', on ? 'fx-stop--on' : '', error ? 'fx-stop--invalid' : '']
        .filter(Boolean)
        .join(' ')}
    >
      <div className="fx-stop-head">
        <span className="fx-ticket-label">{label}</span>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-label={label}
          className={on ? 'fx-switch fx-switch--on' : 'fx-switch'}
          onClick={() => onToggle(!on)}
          data-testid={`order-${kind}-toggle`}
        >
          <span className="fx-switch-knob" />
        </button>
      </div>
      {on ? (
        <PriceInput
          id={`order-${kind}`}
          value={value}
          onChange={onChange}
          placeholder={t('order_form.price_placeholder')}
          label={label}
          error={error}
        />
      ) : null}
    </div>
  );
}

interface PriceInputProps {
  /** The input's test id; its error line's id and test id are `${id}-error`. */
  id: string;
  /** The price as the ticket holds it, with a "." whatever the language. */
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** The accessible name, where no <label> around the input gives one. */
  label?: string;
  error?: string | null;
}

/**
 * A price typed in the user's decimal mark (a German user sees and types "1,08781") and held
 * with "." (figures.ts), with its error line under it: the ticket's target price and stop levels,
 * and the order detail's stops editor.
 */
export function PriceInput({ id, value, onChange, placeholder, label, error }: PriceInputProps) {
  const lang = useLang();
  return (
    <>
      <input
        className="fx-ticket-input fx-num"
        inputMode="decimal"
        value={inputFromDecimal(value, lang.locale)}
        onChange={(e) => onChange(decimalFromInput(e.target.value))}
        placeholder={placeholder}
        aria-label={label}
        {...invalidProps(id, error)}
        data-testid={id}
      />
      <FieldError id={`${id}-error`} error={error} testId={`${id}-error`} />
    </>
  );
}
