import { SESSION_USE } from '../../auth/session';
import { listAssetTypes } from '../../repositories/finances';
import { postCall } from '../call-route';
import type { RouteRegistration } from '../context';

/** Every asset type (the asset screen's type select). */
const getAssetTypeRoute: RouteRegistration = (app, { db }) =>
  postCall(app, 'GetAssetType', { session: SESSION_USE.read }, async () => listAssetTypes(db));

export default getAssetTypeRoute;
