import { requestLocale } from './request-locale';
import { calledBy, errorResponses, ref, type RouteRegistration } from '../routes/context';

/** The language this browser reads the portal in: its choice (set at verification from the record), else Accept-Language. */
const getLanguagePreferenceRoute: RouteRegistration = (app) =>
  app.get('/api/LanguagePreference', { schema: { response: { 200: ref('UpdateLanguagePreference.response.json'), ...errorResponses } } }, async (request) => ({
    locale: requestLocale(request),
  }));

export default calledBy('public', getLanguagePreferenceRoute);
