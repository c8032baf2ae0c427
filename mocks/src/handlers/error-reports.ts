import { errorReportSchema } from '@reprally/api-client';
import { createErrorReport } from '../db/factories';
import { noContent, readJson, routeGroup, type PublicRouteContext } from './route';

/** Only the latest reports are kept, so the browser snapshot stays small. */
const KEPT_REPORTS = 50;

/** POST /errors: no token needed; the report is validated and kept. */
async function reportError(context: PublicRouteContext): Promise<Response> {
  const report = await readJson(context, errorReportSchema);
  const { tables } = context.db;
  context.db.insert(
    'errorReports',
    createErrorReport({ memberId: context.caller?.member.id ?? null, report: { ...report } }),
  );
  tables.errorReports.splice(0, Math.max(0, tables.errorReports.length - KEPT_REPORTS));
  return noContent();
}

export const errorReportRoutes = routeGroup([
  { call: 'errors.send', access: 'public', resolve: reportError },
]);
