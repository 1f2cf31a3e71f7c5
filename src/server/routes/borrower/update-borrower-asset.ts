import { SESSION_USE } from '../../auth/session';
import { saveAsset } from '../../services/save-asset';
import { saveCall } from '../call-route';
import type { RouteRegistration } from '../context';

const updateBorrowerAssetRoute: RouteRegistration = (app) => saveCall(app, 'UpdateBorrowerAsset', {
  session: SESSION_USE.changeApplication, answersProfile: true,
  names: (body) => ({ applicationIds: [body.applicationId, ...body.borrowerAssets.map((b) => b.applicationId)] }),
}, (tx, body, session) => saveAsset(tx, session, body));

export default updateBorrowerAssetRoute;
