import { useAppConfig, useDocumentTitle } from '../../../app-config/AppConfigContext';
import { Box } from '../../../layout/Box';
import { Stack } from '../../../layout/Stack';
import { Card } from '../../../primitives/Card';
import { PageHeader } from '../../../primitives/PageHeader';
import { statLabel, statValue } from '../admin.css';
import { adminPageTitle, APPLICATION_SETTINGS_TITLE } from '../admin-nav';

/** Said where the app was not told a value. */
const NOT_SET = 'Not set';

/**
 * 'Application Settings', read-only: the app's version, the API base URL, the identity
 * provider's domain and whether the mock backend is on, as the app was configured at build time.
 */
export function AdminSettingsPage() {
  useDocumentTitle(adminPageTitle(APPLICATION_SETTINGS_TITLE));
  const config = useAppConfig();
  const rows = [
    ['Version', config.version ?? NOT_SET],
    ['API Base URL', config.apiBaseUrl ?? NOT_SET],
    ['Identity Provider', config.identityProvider ?? NOT_SET],
    [
      'Mock Backend',
      config.mockBackend === undefined ? NOT_SET : config.mockBackend ? 'On' : 'Off',
    ],
  ] as const;
  return (
    <Stack gap="lg">
      <PageHeader
        title={APPLICATION_SETTINGS_TITLE}
        subtitle="Read-only; set when the app is built."
      />
      <Card as="section" title="Configuration" titleSize="md">
        <Box as="dl" display="grid" gridTemplateColumns={{ mobile: 1, tablet: 2 }} gap="md">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className={statLabel}>{label}</dt>
              <dd className={statValue}>{value}</dd>
            </div>
          ))}
        </Box>
      </Card>
    </Stack>
  );
}
