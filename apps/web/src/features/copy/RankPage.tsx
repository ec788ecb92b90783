import type { RankSortKey } from '@fxdesk/contract';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n';
import { useNavigate, useSearchParams } from 'react-router';
import { useIsDesktop } from '../../shared/device/device';
import { usePageActive } from '../../shared/routes/keep-alive';
import { loginPath, PATHS } from '../../shared/routes/paths';
import { useSession } from '../../shared/session/session.store';
import { AccountShortcut } from '../../shared/ui/AccountShortcut';
import { Sheet } from '../../shared/ui/dialog/Sheet';
import { PageFrame } from '../../shared/ui/PageFrame';
import { TabList } from '../../shared/ui/TabList';
import { ApplySheet } from './components/ApplySheet';
import { FollowSheet } from './components/FollowSheet';
import { MyFollows } from './components/MyFollows';
import { RankList, SortChips } from './components/RankList';
import { TraderView } from './components/TraderView';
import './copy.css';

/**
 * /rank (SPEC §2, kept alive): the ranking (default) and, with `?tab=follow`, the copy-trading
 * tab (my follows). `?trader=ID` opens a trader's page over either, and its follow sheet;
 * `?apply=1` opens "Become a trader" (linked from the user centre).
 */
export function RankPage() {
  const { t } = useTranslation();
  const desktop = useIsDesktop();
  const active = usePageActive();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const token = useSession((s) => s.token);
  const [sort, setSort] = useState<RankSortKey>('three_week_rate');
  const [following, setFollowing] = useState(false);
  const tab = params.get('tab') === 'follow' ? 'follow' : 'rank';
  const traderId = Number(params.get('trader')) || null;
  const applying = params.get('apply') === '1';

  const set = (change: (p: URLSearchParams) => void) => {
    const next = new URLSearchParams(params);
    change(next);
    setParams(next);
  };
  const here = `${PATHS.rank}?${params.toString()}`;
  const openTrader = (id: number) => set((p) => p.set('trader', String(id)));
  const closeTrader = () => {
    setFollowing(false);
    set((p) => p.delete('trader'));
  };
  const startFollow = () => {
    if (token === null) navigate(loginPath(here));
    else setFollowing(true);
  };

  const tabs = (
    <div className="fx-copy-tabs">
      <TabList
        className="fx-copy-tablist"
        tabClass="fx-copy-tab"
        value={tab}
        tabs={[
          { value: 'rank', label: t('copy.tab_ranking'), testId: 'copy-tab-rank' },
          { value: 'follow', label: t('copy.tab_my'), testId: 'copy-tab-follow' },
        ]}
        onChange={(key) => set((p) => (key === 'follow' ? p.set('tab', 'follow') : p.delete('tab')))}
      />
      {token !== null ? (
        <button
          type="button"
          className="fx-copy-apply-link"
          onClick={() => set((p) => p.set('apply', '1'))}
          data-testid="copy-apply-open"
        >
          {t('copy.become_trader')}
        </button>
      ) : null}
    </div>
  );

  const popupStyle = desktop
    ? { width: 'min(760px, 92vw)', maxHeight: '90vh', overflowY: 'auto' as const, borderRadius: 12 }
    : { height: '92vh', overflowY: 'auto' as const, borderTopLeftRadius: 16, borderTopRightRadius: 16 };

  return (
    <PageFrame
      title={tab === 'follow' ? t('copy.title_my') : t('copy.title_rank')}
      back={false}
      left={desktop ? undefined : <AccountShortcut />}
      testId="rank-page"
      className="fx-copy-page"
    >
      {tabs}
      {tab === 'rank' ? (
        <>
          <SortChips sort={sort} onChange={setSort} />
          <RankList sort={sort} active={active} onOpen={openTrader} />
        </>
      ) : (
        <MyFollows
          active={active && tab === 'follow'}
          onLogin={() => navigate(loginPath(here))}
          onBrowse={() => set((p) => p.delete('tab'))}
        />
      )}
      <Sheet
        visible={active && traderId !== null}
        onClose={closeTrader}
        position={desktop ? 'right' : 'bottom'}
        bodyStyle={popupStyle}
        showCloseButton
        label={following ? t('copy.follow') : t('pages.rank')}
      >
        {traderId !== null ? (
          following ? (
            <FollowSheet
              traderId={traderId}
              onDone={() => {
                setFollowing(false);
                set((p) => {
                  p.delete('trader');
                  p.set('tab', 'follow');
                });
              }}
            />
          ) : (
            <TraderView id={traderId} onFollow={startFollow} />
          )
        ) : null}
      </Sheet>
      <Sheet
        visible={active && applying}
        onClose={() => set((p) => p.delete('apply'))}
        position="bottom"
        bodyStyle={
          desktop
            ? { ...popupStyle, margin: '0 auto' }
            : { borderTopLeftRadius: 16, borderTopRightRadius: 16 }
        }
        showCloseButton
        label={t('copy.become_trader')}
      >
        {token !== null && applying ? <ApplySheet /> : null}
      </Sheet>
    </PageFrame>
  );
}
