import type { ReactNode } from 'react';
import { SubmitForm } from '../../../shared/ui/SubmitForm';
import type { useAccountInput } from '../hooks/useAccountInput';
import { MethodTabs } from './MethodTabs';
import { MobileOrEmailField } from './MobileOrEmailField';

interface Props {
  input: ReturnType<typeof useAccountInput>;
  /** The screen's test-id prefix: the form is `{id}-form`, the account field `{id}-account`. */
  id: string;
  /** Whether the area code picker shows before a phone number (SPEC §9 is_show_mobile). */
  showArea: boolean;
  onSubmit: () => Promise<void>;
  children: ReactNode;
}

/** The form of register and forgot password: the e-mail/mobile tabs, then the account field first. */
export function AccountForm({ input, id, showArea, onSubmit, children }: Props) {
  return (
    <>
      <MethodTabs value={input.method} onChange={input.setMethod} />
      <SubmitForm className="fx-auth-form" noValidate onSubmit={onSubmit} testId={`${id}-form`}>
        <MobileOrEmailField
          {...input.accountField}
          testId={`${id}-account`}
          areaPicker={input.areaPicker(showArea)}
        />
        {children}
      </SubmitForm>
    </>
  );
}
