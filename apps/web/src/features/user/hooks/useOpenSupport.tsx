import { useCallback } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { useNavigate } from 'react-router';
import { useBasicInfo } from '../../../shared/api/queries';
import { isHttpUrl } from '../../../shared/lib/url';
import { PATHS } from '../../../shared/routes/paths';
import { copyAndConfirm } from '../../../shared/ui/clipboard';
import { dialog } from '../../../shared/ui/dialog/dialog';

/**
 * SPEC §9 support link type: 2 shows the link in a dialog with copy, 3 redirects to it,
 * anything else opens the in-app chat page.
 */
export function useOpenSupport() {
  const basicInfo = useBasicInfo();
  const navigate = useNavigate();
  const { t } = useTranslation();

  return useCallback(() => {
    const info = basicInfo.data;
    const link = isHttpUrl(info?.service_link) ? info.service_link : '';
    if (info?.service_link_type === 3 && link) {
      window.location.href = link;
      return;
    }
    if (info?.service_link_type === 2 && link) {
      dialog.show({
        title: t('pages.chat'),
        content: (
          <div className="fx-support-dialog" data-testid="support-dialog">
            <p>{t('chat.dialog_intro')}</p>
            <a href={link} target="_blank" rel="noopener noreferrer" className="fx-support-link">
              {link}
            </a>
          </div>
        ),
        closeOnAction: true,
        closeOnMaskClick: true,
        actions: [
          {
            key: 'copy',
            bold: true,
            text: t('common.copy'),
            onClick: () => copyAndConfirm(link, t),
          },
          { key: 'close', text: t('common.close') },
        ],
      });
      return;
    }
    navigate(PATHS.chat);
  }, [basicInfo.data, navigate, t]);
}
