import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import type { FieldError } from '../../../shared/api';
import { nextRoute } from '../../../shared/flow';
import { isUnauthorized } from '../../api/api-error';
import { useBorrowerData } from '../../api/hooks/useBorrowerData';
import { useSave } from '../../api/hooks/useSave';
import { Button } from '../../components/Button';
import { ErrorBanner } from '../../components/ErrorBanner';
import { FormSurface } from '../../components/FormSurface';
import { Spinner } from '../../components/Spinner';
import { useFocusHeading } from '../../components/useFocusHeading';
import { fullFlow } from '../../generated/flow';
import { backPath, type ResolvedNode } from '../../routing/logic/flow-routes';
import { FormScreen, getScreenMapper, useScreen, type FormData, type ScreenContext } from '../../runtime';
import { applicationIdAtom } from '../../state/session-atoms';
import { NotFoundPage } from '../NotFound/NotFoundPage';
import { afterSavePaths } from './logic/after-save';
import { prepareScreen } from './logic/prepare-screen';
import { saveFailureFields } from './logic/save-failure';
import { submitMode } from './logic/submit-mode';
import { useLookups } from './lookups/useLookups';
import { replaceUrl } from './replace-url';
import { flowScreenTexts as texts } from './texts';

type FlowStep = (typeof fullFlow.steps)[number];

/** A screen node: the mapper's form data for the profile, route params and lookups; save, then the next route. */
export function FlowScreen({ resolved, screenId }: { resolved: ResolvedNode<FlowStep>; screenId: string }) {
  const { step, node, index, params } = resolved;
  const screen = useScreen(screenId);
  const mapper = getScreenMapper(screenId);
  const applicationId = useAtomValue(applicationIdAtom);
  const profile = useBorrowerData(applicationId);
  const lookups = useLookups(mapper.lookups);
  const save = useSave<unknown>();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<{ key: number; fields: FieldError[] } | null>(null);
  const [edited, setEdited] = useState<FormData | null>(null);
  const ctx = useMemo<ScreenContext | null>(
    () => (profile.data && lookups.ready ? { profile: profile.data, params, lookups: lookups.lookups } : null),
    [profile.data, params, lookups.ready, lookups.lookups],
  );
  const prepared = useMemo(() => (ctx ? prepareScreen(mapper, ctx, screen.uiSchema) : null), [mapper, ctx, screen.uiSchema]);
  useFocusHeading(prepared?.kind === 'ready');

  if (applicationId == null) return <Navigate to="/verify" replace />;
  if (profile.isError) return isUnauthorized(profile.error) ? null : <Navigate to="/oops" replace />;
  if (lookups.isError) return isUnauthorized(lookups.error) ? null : <Navigate to="/oops" replace />;
  if (!ctx || !prepared) return <Spinner label={texts.loading} />;
  if (prepared.kind === 'not-found') return <NotFoundPage />;
  const { formData, uiOverrides, isEdit } = prepared;
  const mode = submitMode(isEdit, formData, edited ?? formData);
  const goNext = (data: FormData, nextParams = params) => void navigate(nextRoute(fullFlow, step.id, node.id, data, nextParams));

  const onSubmit = async (data: FormData) => {
    if (submitMode(isEdit, formData, data) === 'cancel') return goNext(data);
    setFailure(null);
    try {
      const response = await save.mutateAsync({ call: mapper.call, body: mapper.toPayload(data, ctx) });
      const saved = mapper.afterSave?.(response, data, ctx);
      const after = afterSavePaths(step, node, params, saved ? saved.params : undefined);
      if (after.replace) replaceUrl(after.replace);
      goNext(data, after.params);
    } catch (error) {
      if (!isUnauthorized(error)) setFailure({ key: Date.now(), fields: saveFailureFields(error) });
    }
  };

  return (
    <FormSurface>
      <FormScreen
        screen={screen}
        formData={formData}
        uiSchemaOverrides={uiOverrides}
        onSubmit={onSubmit}
        onChange={isEdit ? setEdited : undefined}
        busy={save.isPending}
        actions={
          <>
            <Button type="button" $variant="secondary" onClick={() => void navigate(backPath(step, index, params))}>
              {texts.back}
            </Button>
            {mode === 'cancel' ? (
              <Button type="button" onClick={() => goNext(formData)}>
                {texts.cancel}
              </Button>
            ) : (
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? texts.saving : mode === 'update' ? texts.update : texts.next}
              </Button>
            )}
          </>
        }
      />
      {failure && <ErrorBanner key={failure.key} fields={failure.fields} onHide={() => setFailure(null)} />}
    </FormSurface>
  );
}
