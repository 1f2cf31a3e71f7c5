import { SESSION_USE } from '../../auth/session';
import { saveAsset } from './save-asset';
import { saveCall } from '../../routes/call-route';
import { calledBy, type RouteRegistration } from '../../routes/context';

const updateBorrowerAssetRoute: RouteRegistration = (app) => saveCall(app, 'UpdateBorrowerAsset', {
  session: SESSION_USE.changeApplication, answersProfile: true,
  names: (body) => ({ applicationIds: [body.applicationId, ...body.borrowerAssets.map((b) => b.applicationId)] }),
}, (tx, body, session) => saveAsset(tx, session, body));

export default calledBy('borrower', updateBorrowerAssetRoute);
