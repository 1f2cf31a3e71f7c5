import { SESSION_USE } from '../../auth/session';
import { saveOtherAssetsAndLiabilities } from '../../services/save-other-assets-and-liabilities';
import { saveCall } from '../call-route';
import type { RouteRegistration } from '../context';

/** Ours: the liability account, other asset, other liability and other expense forms (local-only in the spec). */
const updateOtherAssetsAndLiabilitiesRoute: RouteRegistration = (app) => saveCall(app, 'UpdateOtherAssetsAndLiabilities', {
  session: SESSION_USE.changeApplication, answersProfile: true,
  names: (body) => ({
    applicationIds: [body.applicationId, ...(body.otherLiabilities ?? []).flatMap((l) => l.applicationIds ?? [])],
  }),
}, (tx, body, session) => saveOtherAssetsAndLiabilities(tx, session, body));

export default updateOtherAssetsAndLiabilitiesRoute;
