// /kokpit/konfiguracja/powiadomienia: the e-mail log (Pages.Notification.EmailLog) and the contact
// messages (Pages.Contacts) as tabs; each tab only for who holds its permission (the server checks
// again). E-mail templates join here when their server part exists.
import { useIsGranted } from '@armatura/shared-libs/permissions';
import { EmptyState, Tab, TabList, TabPanel, Tabs } from '@armatura/shared-libs/ui';
import { useToolsT } from '../../features/texts/admin-tools-texts';
import { ContactsPanel } from './ContactsPanel';
import { EmailLogPanel } from './EmailLogPanel';
import * as s from '../../features/email-log/tools.module.css';

export default function NotificationsScreen() {
  const t = useToolsT();
  const mayReadLog = useIsGranted('Pages.Notification.EmailLog');
  const mayReadContacts = useIsGranted('Pages.Contacts');
  return (
    <div className={s.screen}>
      <h1>{t('notificationsTitle')}</h1>
      {!mayReadLog && !mayReadContacts && <EmptyState title={t('noSections')} />}
      {(mayReadLog || mayReadContacts) && (
        <Tabs defaultSelectedKey={mayReadLog ? 'log' : 'contacts'}>
          <TabList aria-label={t('notificationsTitle')}>
            {mayReadLog && <Tab id="log">{t('emailLogTab')}</Tab>}
            {mayReadContacts && <Tab id="contacts">{t('contactsTab')}</Tab>}
          </TabList>
          {mayReadLog && (
            <TabPanel id="log">
              <EmailLogPanel />
            </TabPanel>
          )}
          {mayReadContacts && (
            <TabPanel id="contacts">
              <ContactsPanel />
            </TabPanel>
          )}
        </Tabs>
      )}
    </div>
  );
}
