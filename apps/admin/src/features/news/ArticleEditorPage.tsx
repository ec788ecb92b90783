import { ARTICLE_LANGS, ARTICLE_LIMITS, ARTICLE_STATUS, type StaffArticle } from '@fxdesk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useCan } from '../../shared/auth/useCan';
import { Badge } from '../../shared/ui/Badge';
import { Button } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { Input, Select, SelectField, TextAreaField, TextField } from '../../shared/ui/Field';
import { formatDateTime } from '../../shared/ui/format';
import { Card, PageHeader } from '../../shared/ui/Page';
import { ErrorState, Loading } from '../../shared/ui/States';
import { toast } from '../../shared/ui/toast';
import { ArticlePreview } from './ArticlePreview';
import { CoverField } from './CoverField';
import {
  createArticle,
  deleteArticle,
  fetchArticle,
  newsKeys,
  publishArticle,
  updateArticle,
  type ArticleFields,
  type PublishAction,
} from './news.api';
import { langLabel, langOptions } from './langs';
import { RichTextEditor } from './RichTextEditor';
import { STATUS_TONE, statusKey } from './status';
import './news.css';

const EMPTY: ArticleFields = { category: 1, lang: 'en', title: '', desc: '', logo: '', content: '' };

const fieldsOf = (a: StaffArticle): ArticleFields => ({
  category: a.category,
  lang: a.lang,
  title: a.title,
  desc: a.desc,
  logo: a.logo,
  content: a.content,
});

/** /news/new and /news/:id: load the article (if any), then the editor. */
export function ArticleEditorPage() {
  const { id } = useParams();
  const articleId = id && /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  const query = useQuery({
    queryKey: newsKeys.one(articleId ?? 0),
    queryFn: () => fetchArticle(articleId!),
    enabled: articleId !== null,
  });
  if (articleId === null) return <Editor key="new" article={null} />;
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return <Editor key={`${query.data.id}-${query.data.updated_at}`} article={query.data} />;
}

function Editor({ article }: { article: StaffArticle | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canWrite = useCan('content.write');
  const [fields, setFields] = useState<ArticleFields>(article ? fieldsOf(article) : EMPTY);
  const [saved, setSaved] = useState<ArticleFields>(fields);
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [scheduleAt, setScheduleAt] = useState('');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [versionLang, setVersionLang] = useState('');
  const dirty = JSON.stringify(fields) !== JSON.stringify(saved);
  const set = <K extends keyof ArticleFields>(key: K, value: ArticleFields[K]) =>
    setFields((f) => ({ ...f, [key]: value }));

  async function run(label: string, action: () => Promise<void>) {
    if (busy) return;
    setBusy(label);
    setProblem(null);
    try {
      await action();
    } catch (e) {
      setProblem(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(null);
    }
  }

  const refresh = (next: StaffArticle) => {
    queryClient.setQueryData(newsKeys.one(next.id), next);
    void queryClient.invalidateQueries({ queryKey: ['news', 'list'] });
  };

  /** Saves the form; a new article becomes a draft and the page moves to its address. */
  async function save(): Promise<StaffArticle> {
    const next = article ? await updateArticle(article.id, fields) : await createArticle(fields);
    setSaved(fields);
    refresh(next);
    if (!article) navigate(`/news/${next.id}`, { replace: true });
    return next;
  }

  const publish = (action: PublishAction) =>
    run(action, async () => {
      const current = dirty || !article ? await save() : article;
      const at = action === 'schedule' ? new Date(scheduleAt) : undefined;
      if (at && at.getTime() <= Date.now()) throw new Error(t('news.schedule_past'));
      const next = await publishArticle(current.id, action, at?.toISOString());
      refresh(next);
      toast.success(t(`news.toast_${action}`));
    });

  const used = new Set([article?.lang, ...(article?.versions.map((v) => v.lang) ?? [])]);
  const freeLangs = ARTICLE_LANGS.filter((l) => !used.has(l));
  // Whether the time is still in the future is checked on click (and again by the server).
  const scheduleValid = scheduleAt !== '' && !Number.isNaN(new Date(scheduleAt).getTime());

  return (
    <>
      <PageHeader
        title={article ? t('news.edit_title') : t('news.new_title')}
        subtitle={<Link to="/news">← {t('news.back')}</Link>}
        actions={
          article ? (
            <span className="inline">
              <Badge tone={STATUS_TONE[article.status] ?? 'muted'}>{t(statusKey(article.status))}</Badge>
              {article.publish_at ? (
                <span className="small muted">{formatDateTime(article.publish_at)}</span>
              ) : null}
            </span>
          ) : null
        }
      />
      {problem ? (
        <div className="alert alert-error" role="alert" data-testid="news-problem">
          {problem}
        </div>
      ) : null}
      <div className="news-editor-grid">
        <div className="news-editor-main">
          <Card>
            <div className="news-form-row">
              <SelectField
                label={t('news.category')}
                value={fields.category}
                onChange={(v) => set('category', v)}
                options={[
                  { value: 1 as const, label: t('news.category_1') },
                  { value: 2 as const, label: t('news.category_2') },
                ]}
                testId="news-category"
              />
              <SelectField
                label={t('news.lang')}
                value={fields.lang}
                onChange={(v) => set('lang', v)}
                options={langOptions(t, ARTICLE_LANGS)}
                testId="news-lang"
              />
            </div>
            <TextField
              label={t('news.title')}
              value={fields.title}
              maxLength={ARTICLE_LIMITS.title}
              onValue={(v) => set('title', v)}
              testId="news-title"
            />
            <TextAreaField
              label={t('news.desc')}
              hint={t('news.desc_hint')}
              rows={2}
              value={fields.desc}
              maxLength={ARTICLE_LIMITS.desc}
              onValue={(v) => set('desc', v)}
              testId="news-desc"
            />
            <CoverField value={fields.logo} onChange={(v) => set('logo', v)} />
            <div className="field">
              <span className="field-label">{t('news.content')}</span>
              <RichTextEditor
                value={fields.content}
                onChange={(html) => set('content', html)}
                label={t('news.content')}
              />
            </div>
          </Card>
          {canWrite ? (
            <Card title={t('news.actions')}>
              <div className="news-actions">
                <Button
                  variant="primary"
                  loading={busy === 'save'}
                  disabled={!dirty && article !== null}
                  onClick={() =>
                    void run('save', async () => void (await save(), toast.success(t('news.toast_saved'))))
                  }
                  data-testid="news-save"
                >
                  {article ? t('news.save') : t('news.save_draft')}
                </Button>
                {article?.status === ARTICLE_STATUS.draft || !article ? (
                  <Button
                    variant="success"
                    loading={busy === 'publish'}
                    onClick={() => void publish('publish')}
                    data-testid="news-publish"
                  >
                    {dirty ? t('news.save_publish') : t('news.publish')}
                  </Button>
                ) : (
                  <Button
                    loading={busy === 'unpublish'}
                    onClick={() => void publish('unpublish')}
                    data-testid="news-unpublish"
                  >
                    {t('news.unpublish')}
                  </Button>
                )}
                <span className="inline news-schedule">
                  <Input
                    type="datetime-local"
                    value={scheduleAt}
                    onChange={(e) => setScheduleAt(e.target.value)}
                    aria-label={t('news.schedule_at')}
                    data-testid="news-schedule-at"
                  />
                  <Button
                    loading={busy === 'schedule'}
                    disabled={!scheduleValid}
                    onClick={() => void publish('schedule')}
                    data-testid="news-schedule"
                  >
                    {t('news.schedule')}
                  </Button>
                </span>
                {article ? (
                  <Button variant="danger" onClick={() => setConfirmDelete(true)} data-testid="news-delete">
                    {t('news.delete')}
                  </Button>
                ) : null}
              </div>
              <p className="small muted">{t('news.schedule_hint')}</p>
            </Card>
          ) : null}
          {article ? (
            <Card title={t('news.versions')}>
              <ul className="news-versions" data-testid="news-versions">
                {article.versions.map((v) => (
                  <li key={v.id}>
                    <Link to={`/news/${v.id}`}>{langLabel(t, v.lang)}</Link>{' '}
                    <Badge tone={STATUS_TONE[v.status] ?? 'muted'}>{t(statusKey(v.status))}</Badge>
                  </li>
                ))}
                {article.versions.length === 0 ? <li className="muted">{t('news.no_versions')}</li> : null}
              </ul>
              {canWrite && freeLangs.length ? (
                <div className="inline">
                  <Select
                    value={versionLang}
                    onChange={setVersionLang}
                    aria-label={t('news.add_version')}
                    options={langOptions(t, freeLangs, t('news.pick_lang'))}
                    data-testid="news-version-lang"
                  />
                  <Button
                    disabled={!versionLang}
                    loading={busy === 'version'}
                    onClick={() =>
                      void run('version', async () => {
                        // The new version starts as a copy of this one, ready to be translated.
                        const next = await createArticle({ ...saved, lang: versionLang }, article.id);
                        void queryClient.invalidateQueries({ queryKey: newsKeys.all });
                        navigate(`/news/${next.id}`);
                      })
                    }
                    data-testid="news-add-version"
                  >
                    {t('news.add_version')}
                  </Button>
                </div>
              ) : null}
            </Card>
          ) : null}
        </div>
        <aside className="news-editor-side">
          <Card title={t('news.preview')}>
            <ArticlePreview
              title={fields.title}
              logo={fields.logo}
              content={fields.content}
              lang={fields.lang}
              category={fields.category}
              date={article?.publish_at ?? new Date().toISOString()}
            />
          </Card>
        </aside>
      </div>
      {confirmDelete && article ? (
        <ConfirmDialog
          title={t('news.delete_title')}
          confirmLabel={t('news.delete')}
          danger
          onConfirm={async () => {
            await deleteArticle(article.id);
            void queryClient.invalidateQueries({ queryKey: newsKeys.all });
            toast.success(t('news.toast_deleted'));
            navigate('/news', { replace: true });
          }}
          onClose={() => setConfirmDelete(false)}
          testId="news-delete-confirm"
        >
          {t('news.delete_body', { title: article.title })}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
