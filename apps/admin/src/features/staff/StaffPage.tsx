import { StaffStatus } from '@fxdesk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isStaffRole, STAFF_ROLES, type StaffRole } from '../../shared/auth/permissions';
import { useSession } from '../../shared/session/session';
import { Badge } from '../../shared/ui/Badge';
import { Button } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { DataTable, timeColumn, type Column } from '../../shared/ui/DataTable';
import { Dialog } from '../../shared/ui/Dialog';
import { Select, SelectField, TextField } from '../../shared/ui/Field';
import { ActionDialog, useAction } from '../../shared/ui/ActionDialog';
import { PageHeader } from '../../shared/ui/Page';
import { toast } from '../../shared/ui/toast';
import {
  createStaff,
  fetchStaff,
  resetPassword,
  resetTotp,
  updateStaff,
  type StaffMember,
  type WithPassword,
} from './staff.api';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Shown once: the one-time password a new or reset account signs in with, then changes. */
function PasswordOnce({ member, onClose }: { member: WithPassword; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      title={t('staff.password_title')}
      onClose={onClose}
      testId="staff-password-dialog"
      footer={
        <Button variant="primary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      <p>{t('staff.password_body', { email: member.email })}</p>
      <p className="mono" data-testid="staff-password">
        {member.password}
      </p>
      <Button size="sm" onClick={() => void navigator.clipboard?.writeText(member.password)}>
        {t('common.copy')}
      </Button>
    </Dialog>
  );
}

function CreateDialog({ onCreated, onClose }: { onCreated: (m: WithPassword) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('support');
  const [touched, setTouched] = useState(false);
  const { busy, error, run } = useAction();
  const emailProblem = EMAIL.test(email.trim()) ? null : t('staff.email_invalid');

  async function submit() {
    setTouched(true);
    if (emailProblem) return;
    await run(async () => onCreated(await createStaff(email.trim(), role)));
  }

  return (
    <ActionDialog
      title={t('staff.create_title')}
      busy={busy}
      error={error}
      confirmLabel={t('staff.create')}
      onConfirm={() => void submit()}
      confirmTestId="staff-create-confirm"
      onClose={onClose}
      testId="staff-create-dialog"
    >
      <TextField
        label={t('staff.email')}
        error={touched ? emailProblem : null}
        type="email"
        autoComplete="off"
        value={email}
        onValue={setEmail}
        testId="staff-email"
      />
      <SelectField
        label={t('staff.role')}
        value={role}
        options={STAFF_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
        onChange={setRole}
        testId="staff-new-role"
      />
    </ActionDialog>
  );
}

type Pending = { kind: 'disable' | 'enable' | 'totp' | 'password'; member: StaffMember };

/** Staff accounts (owner only): create, change role, disable/enable, reset authenticator or password. */
export function StaffPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: ['staff'], queryFn: fetchStaff });
  // Your own row offers nothing that could lock you out: role, status and credentials of the
  // signed-in member are changed by another owner (or by you on the password page).
  const myEmail = useSession()?.email.toLowerCase();
  const isMe = (member: StaffMember) => member.email.toLowerCase() === myEmail;
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<WithPassword | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['staff'] });

  async function changeRole(member: StaffMember, role: StaffRole) {
    try {
      await updateStaff(member.id, { role });
      toast.success(t('staff.role_changed', { email: member.email, role: t(`roles.${role}`) }));
    } catch (e) {
      toast.error(e instanceof Error ? e.message : String(e));
    }
    await refresh();
  }

  async function confirm({ kind, member }: Pending) {
    if (kind === 'password') setShown(await resetPassword(member.id));
    else if (kind === 'totp') await resetTotp(member.id);
    else await updateStaff(member.id, { status: kind === 'disable' ? 0 : 1 });
    toast.success(t('common.saved'));
    await refresh();
  }

  const columns: Column<StaffMember>[] = [
    { key: 'id', header: t('common.id'), render: (r) => r.id, width: 60, numeric: true },
    { key: 'email', header: t('staff.email'), render: (r) => <span className="mono small">{r.email}</span> },
    {
      key: 'role',
      header: t('staff.role'),
      width: 150,
      render: (r) => (
        <Select
          aria-label={t('staff.role_of', { email: r.email })}
          value={r.role}
          options={STAFF_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
          onChange={(role) => {
            if (isStaffRole(role)) void changeRole(r, role);
          }}
          disabled={isMe(r)}
          data-testid={`staff-role-${r.id}`}
        />
      ),
    },
    {
      key: 'status',
      header: t('common.status'),
      width: 200,
      render: (r) => (
        <span className="badges">
          <Badge tone={r.status === StaffStatus.ACTIVE ? 'success' : 'danger'}>
            {r.status === StaffStatus.ACTIVE ? t('common.enabled') : t('staff.disabled')}
          </Badge>{' '}
          {!r.enrolled && <Badge tone="warning">{t('staff.not_enrolled')}</Badge>}{' '}
          {r.must_change_password && <Badge tone="info">{t('staff.one_time_password')}</Badge>}
        </span>
      ),
    },
    timeColumn('seen', t('staff.last_seen'), (r) => r.last_seen_at, 150),
    {
      key: 'actions',
      header: t('common.actions'),
      headerHidden: true,
      width: 320,
      render: (r) =>
        isMe(r) ? (
          <span className="muted" data-testid={`staff-me-${r.id}`}>
            {t('staff.you')}
          </span>
        ) : (
          <span className="row-actions">
            <Button
              size="sm"
              variant={r.status === StaffStatus.ACTIVE ? 'danger' : 'default'}
              onClick={() =>
                setPending({ kind: r.status === StaffStatus.ACTIVE ? 'disable' : 'enable', member: r })
              }
              data-testid={`staff-toggle-${r.id}`}
            >
              {r.status === StaffStatus.ACTIVE ? t('staff.disable') : t('staff.enable')}
            </Button>{' '}
            <Button size="sm" onClick={() => setPending({ kind: 'totp', member: r })}>
              {t('staff.reset_totp')}
            </Button>{' '}
            <Button size="sm" onClick={() => setPending({ kind: 'password', member: r })}>
              {t('staff.reset_password')}
            </Button>
          </span>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('staff.title')}
        subtitle={t('staff.subtitle')}
        actions={
          <Button variant="primary" onClick={() => setCreating(true)} data-testid="staff-create">
            {t('staff.create')}
          </Button>
        }
      />
      <DataTable
        columns={columns}
        rows={query.data ?? []}
        rowKey={(r) => r.id}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        testId="staff-table"
      />
      {creating && (
        <CreateDialog
          onClose={() => setCreating(false)}
          onCreated={(member) => {
            setCreating(false);
            setShown(member);
            void refresh();
          }}
        />
      )}
      {shown && <PasswordOnce member={shown} onClose={() => setShown(null)} />}
      {pending && (
        <ConfirmDialog
          title={t(`staff.confirm_${pending.kind}`)}
          confirmLabel={t(
            `staff.${pending.kind === 'totp' ? 'reset_totp' : pending.kind === 'password' ? 'reset_password' : pending.kind}`,
          )}
          danger={pending.kind === 'disable'}
          onConfirm={() => confirm(pending)}
          onClose={() => setPending(null)}
          testId="staff-confirm"
        >
          {t(`staff.confirm_${pending.kind}_body`, { email: pending.member.email })}
        </ConfirmDialog>
      )}
    </>
  );
}
