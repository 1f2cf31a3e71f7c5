import { SESSION_USE } from '../../auth/session';
import { listAssetTypes } from './finances';
import { postCall } from '../../routes/call-route';
import { calledBy, type RouteRegistration } from '../../routes/context';

/** Every asset type (the asset screen's type select). */
const getAssetTypeRoute: RouteRegistration = (app, { db }) =>
  postCall(app, 'GetAssetType', { session: SESSION_USE.read }, async () => listAssetTypes(db));

export default calledBy('borrower', getAssetTypeRoute);
