import type { KycCenter } from '@fxdesk/contract';
import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n';
import { kycKeys, useKycCenter } from '../../shared/identity/kyc';
import { useSession } from '../../shared/session/session.store';
import { CheckIcon, ClockIcon, InfoIcon } from '../../shared/ui/icons';
import { ImageUpload } from '../../shared/ui/ImageUpload';
import { userCentrePage } from '../../shared/ui/RealAccountOnly';
import { SubmitForm } from '../../shared/ui/SubmitForm';
import { TextField } from '../../shared/ui/TextField';
import { useFieldError } from '../../shared/ui/useFieldError';
import { FormSubmit } from '../../shared/ui/FormSubmit';
import { submitRealName } from './api/identity.api';
import { realNameProblem, type RealNameProblem } from './validation';
import { Fact } from '../../shared/ui/Fact';
import './identity.css';

/** SPEC §2 auth (/mine/auth): real-name verification with its four states (SPEC §4, DESIGN §7). */
export const AuthPage = userCentrePage('pages.auth', { testId: 'auth-page' }, AuthScreen);

function AuthScreen() {
  const token = useSession((s) => s.token);
  const center = useKycCenter(token);
  const { t } = useTranslation();
  if (center.isPending) {
    return (
      <div className="fx-kyc-page" aria-busy="true" data-testid="auth-loading">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    );
  }
  if (center.isError || !center.data) {
    return (
      <div className="fx-empty-state">
        <Button color="primary" fill="outline" onClick={() => void center.refetch()} data-testid="auth-retry">
          {t('identity.retry')}
        </Button>
      </div>
    );
  }
  const state = center.data;
  if (state.review_status === 2) return <StateCard state={state} kind="certified" />;
  if (state.review_status === 1) return <StateCard state={state} kind="waiting" />;
  return <AuthForm remark={state.remark} />;
}

function StateCard({ state, kind }: { state: KycCenter; kind: 'certified' | 'waiting' }) {
  const { t } = useTranslation();
  return (
    <div className={`fx-kyc-page fx-kyc-state fx-kyc-state--${kind}`} data-testid={`auth-${kind}`}>
      <div className="fx-kyc-icon">{kind === 'certified' ? <CheckIcon /> : <ClockIcon />}</div>
      <h2 className="fx-kyc-title">{t(`identity.${kind}_title`)}</h2>
      <p className="fx-kyc-text">{t(`identity.${kind}_text`)}</p>
      <dl className="fx-kyc-facts">
        <Fact label={t('identity.name')} data-testid="auth-masked-name">
          {state.name}
        </Fact>
        <Fact label={t('identity.card_id')} data-testid="auth-masked-card">
          {state.card_id}
        </Fact>
      </dl>
    </div>
  );
}

/** The control each problem is about: its message shows there and focus moves to it. */
const CONTROL: Record<RealNameProblem, (front: string | null) => string> = {
  'identity.name_required': () => 'auth-name',
  'identity.card_id_required': () => 'auth-card-id',
  'identity.photos_required': (front) => (front ? 'auth-back' : 'auth-front'),
};

function AuthForm({ remark }: { remark: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  const [name, setName] = useState('');
  const [cardId, setCardId] = useState('');
  const [front, setFront] = useState<string | null>(null);
  const [back, setBack] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldError = useFieldError<RealNameProblem>();
  const photosError = fieldError.errorOf('identity.photos_required');
  const photo = (set: (url: string | null) => void) => (url: string | null) => {
    set(url);
    if (url) fieldError.clear();
  };

  const submit = async () => {
    const problem = realNameProblem({ name, cardId, front, back });
    if (problem) {
      fieldError.show(problem, t(problem), CONTROL[problem](front));
      return;
    }
    setBusy(true);
    try {
      await submitRealName({
        name: name.trim(),
        card_id: cardId.trim(),
        front_pic: front!,
        reverse_pic: back!,
      });
      await queryClient.invalidateQueries({ queryKey: kycKeys.center(token) });
    } catch {
      // The API client has shown the server's message; the form keeps what was typed.
    } finally {
      setBusy(false);
    }
  };

  return (
    <SubmitForm className="fx-kyc-page fx-kyc-form" noValidate onSubmit={submit} testId="auth-form">
      {remark ? (
        <div className="fx-kyc-rejected" role="alert" data-testid="auth-rejected">
          <InfoIcon />
          <div>
            <strong>{t('identity.rejected_title')}</strong>
            <p data-testid="auth-rejected-reason">{remark}</p>
            <p className="fx-kyc-muted">{t('identity.rejected_text')}</p>
          </div>
        </div>
      ) : (
        <p className="fx-section-intro">{t('identity.intro')}</p>
      )}
      <TextField
        label={t('identity.name')}
        value={name}
        onChange={fieldError.edit(setName)}
        error={fieldError.errorOf('identity.name_required')}
        testId="auth-name"
        autoComplete="name"
        maxLength={100}
        placeholder={t('identity.name_placeholder')}
      />
      <TextField
        label={t('identity.card_id')}
        value={cardId}
        onChange={fieldError.edit(setCardId)}
        error={fieldError.errorOf('identity.card_id_required')}
        testId="auth-card-id"
        autoComplete="off"
        maxLength={40}
        placeholder={t('identity.card_id_placeholder')}
      />
      <div className="fx-kyc-photos">
        <ImageUpload
          label={t('identity.front')}
          value={front}
          onChange={photo(setFront)}
          error={front ? null : photosError}
          testId="auth-front"
        />
        <ImageUpload
          label={t('identity.back')}
          value={back}
          onChange={photo(setBack)}
          error={back ? null : photosError}
          testId="auth-back"
        />
      </div>
      <p className="fx-kyc-muted">{t('identity.privacy')}</p>
      <FormSubmit testId="auth-submit" busy={busy} disabled={busy}>
        {t(remark ? 'identity.resubmit' : 'identity.submit')}
      </FormSubmit>
    </SubmitForm>
  );
}
