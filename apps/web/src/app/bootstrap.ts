import { CompanyStatus } from '@fxdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../shared/i18n';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { fetchUserInfo } from '../shared/api/endpoints';
import { queryKeys, useCompanyStatus } from '../shared/api/queries';
import { captureCompanyId } from '../shared/lib/company-cookie';
import { i18n, readLangFromHash, setLanguage } from '../shared/i18n';
import { isHttpUrl } from '../shared/lib/url';
import { useRouteHandle } from '../shared/routes/handle';
import { useSession } from '../shared/session/session.store';
import { socket } from '../shared/socket';

/** SPEC §2: navigation scrolls to the top. */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

/**
 * SPEC §4/§7: with a stored token, the user is loaded silently (an "initial" call, so a stale
 * token clears the session without a redirect). Runs again whenever the token changes.
 */
export function useSessionUser(): void {
  const token = useSession((s) => s.token);
  useQuery({
    queryKey: queryKeys.userInfo(token),
    queryFn: async () => {
      const user = await fetchUserInfo();
      if (useSession.getState().token === token) useSession.getState().setUser(user);
      return user;
    },
    enabled: token !== null,
    staleTime: 60_000,
  });
}

/** SPEC §8: a nonzero site status sends the browser to loss_url. Checked once per start. */
export function useSiteStatus(): void {
  const status = useCompanyStatus().data;
  useEffect(() => {
    if (status && status.status !== CompanyStatus.NORMAL && isHttpUrl(status.loss_url))
      window.location.replace(status.loss_url);
  }, [status]);
}

/** SPEC §9: a company_id in the address (real query or hash query) is kept in a 3-year cookie. */
export function useCompanyIdCapture(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    captureCompanyId();
  }, [pathname, search]);
}

/**
 * SPEC §9: a `lang` query in the hash switches the language (e.g. a link shared as
 * "#/register?lang=ar&invite_code=…"); the parameter is then dropped from the address so a
 * later manual choice is not overridden when the user comes back to that entry.
 */
export function useLangQuery(): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const lang = readLangFromHash(`#${location.pathname}${location.search}`);
    if (!lang) return;
    const params = new URLSearchParams(location.search);
    params.delete('lang');
    const search = params.toString();
    if (lang !== i18n.language) void setLanguage(lang);
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
  }, [location.pathname, location.search, navigate]);
}

/** "FXDesk · Markets" from the route's title key. */
export function useDocumentTitle(): void {
  const handle = useRouteHandle();
  const { t } = useTranslation();
  const title = handle ? t(`pages.${handle.titleKey}`) : '';
  const name = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} · ${name}` : name;
  }, [title, name]);
}

/** True while the router loads the next lazy page (a thin progress bar shows it). */
export function useIsNavigating(): boolean {
  return useNavigation().state === 'loading';
}

/** SPEC §2: every navigation starts the live socket (a no-op while it is up). */
export function useSocketStart(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    socket.start();
  }, [pathname]);
}
