import { useAtomValue } from 'jotai';
import { useMemo, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import type { FieldError } from '../../../shared/api';
import { isUnauthorized } from '../../api/api-error';
import { useBorrowerData } from '../../api/hooks/useBorrowerData';
import { saveNamedByData, useSave } from '../../api/hooks/useSave';
import { ErrorBanner } from '../../components/ErrorBanner';
import { FormSurface } from '../../components/FormSurface';
import { useFocusHeading } from '../../components/useFocusHeading';
import { fullFlow } from '../../generated/flow';
import type { ResolvedNode } from '../../routing/logic/flow-routes';
import { boundScreenOf, FormScreen, useScreen, type FormData, type ScreenContext } from '..';
import { applicationIdAtom } from '../../state/session-atoms';
import { NotFoundPage } from '../../components/NotFoundPage';
import { afterSavePaths } from './logic/after-save';
import { destination, type SubmitIntent } from './logic/destination';
import { prepareScreen } from './logic/prepare-screen';
import { saveFailureFields } from './logic/save-failure';
import { type PrimaryMode, primaryMode, type SecondaryMode, secondaryMode, skipsSave } from './logic/screen-buttons';
import { useLookups } from './lookups/useLookups';
import { replaceUrl } from './replace-url';
import { ScreenActions } from './ScreenActions';
import { ScreenLoading } from './ScreenLoading';
import { useFlowNavigation } from './useFlowNavigation';
import { useShownFlowScreen } from './useShownFlowScreen';

type FlowStep = (typeof fullFlow.steps)[number];

/**
 * A screen node: its binding's form data for the profile, route params and lookups (its UI and data rules applied on
 * every change); Next saves (`complete: true`) and goes on, Save For Later saves a draft and goes to the flow's end,
 * `also` buttons save and go to their node; a node without `save` only navigates.
 */
export function FlowScreen({ resolved, screenId }: { resolved: ResolvedNode<FlowStep>; screenId: string }) {
  const { step, node, params } = resolved;
  const screen = useScreen(screenId);
  const shown = useShownFlowScreen(screen, node.also);
  const bound = boundScreenOf(shown.screen, node);
  const applicationId = useAtomValue(applicationIdAtom);
  const profile = useBorrowerData(applicationId);
  const lookups = useLookups(bound.lookups);
  const save = useSave();
  const navigate = useNavigate();
  const { returnTo, back, goTo } = useFlowNavigation(resolved);
  const intent = useRef<SubmitIntent>({ kind: 'next' });
  const [failure, setFailure] = useState<{ key: number; fields: FieldError[] } | null>(null);
  // The user's latest data: a ref, so typing re-renders this page only when the buttons it shows change.
  const edited = useRef<FormData | null>(null);
  const [editedModes, setEditedModes] = useState<{ primary: PrimaryMode; secondary: SecondaryMode } | null>(null);
  const ctx = useMemo<ScreenContext | null>(
    () => (profile.data && lookups.ready ? { profile: profile.data, params, lookups: lookups.lookups } : null),
    [profile.data, params, lookups.ready, lookups.lookups],
  );
  const prepared = useMemo(
    () => (ctx ? prepareScreen(bound, ctx, node.defaults) : null),
    [bound, ctx, node.defaults],
  );
  useFocusHeading(prepared?.kind === 'ready');

  if (applicationId == null) return <Navigate to="/verify" replace />;
  if (profile.isError) return isUnauthorized(profile.error) ? null : <Navigate to="/oops" replace />;
  if (lookups.isError) return isUnauthorized(lookups.error) ? null : <Navigate to="/oops" replace />;
  if (!ctx || !prepared) return <ScreenLoading screen={screen} shown={shown.shown} />;
  if (prepared.kind === 'not-found') return <NotFoundPage />;
  const { formData, isEdit } = prepared;
  const current = () => edited.current ?? formData;
  // The flow node's `save` names the call; the binding builds its body.
  const call = node.save;
  const modesFor = (data: FormData) => ({
    primary: primaryMode(node, call !== undefined, isEdit, formData, data),
    secondary: secondaryMode(node, formData, data),
  });
  const { primary, secondary } = editedModes ?? modesFor(formData);
  const onEdit = (data: FormData) => {
    edited.current = data;
    const modes = modesFor(data);
    setEditedModes((shown) => (shown?.primary === modes.primary && shown.secondary === modes.secondary ? shown : modes));
  };

  const goOn = (data: FormData, how: SubmitIntent, nextParams = params, response?: unknown) => {
    const document = bound.nextDocument(ctx, data, response);
    goTo(destination({ flow: fullFlow, stepId: step.id, nodeId: node.id, document, params: nextParams, intent: how, returnTo }));
  };

  const send = async (data: FormData, complete: boolean): Promise<{ params: typeof params; response?: unknown } | null> => {
    if (!call) return { params };
    setFailure(null);
    try {
      const response = await save.mutateAsync(saveNamedByData(call, bound.body(data, ctx, { complete })));
      const after = afterSavePaths(step, node, params, bound.savedParams(response, ctx));
      if (after.replace) replaceUrl(after.replace);
      return { params: after.params, response };
    } catch (error) {
      if (!isUnauthorized(error)) setFailure({ key: Date.now(), fields: saveFailureFields(error) });
      return null;
    }
  };

  const onSubmit = async (data: FormData) => {
    const how = intent.current;
    intent.current = { kind: 'next' };
    if (skipsSave(isEdit, bound.isComplete(ctx), formData, data)) return goOn(data, how);
    const saved = await send(data, true);
    if (saved) goOn(data, how, saved.params, saved.response);
  };

  const onSaveForLater = async () => {
    const saved = await send(current(), false);
    if (saved) void navigate(returnTo ?? fullFlow.end);
  };

  return (
    <FormSurface>
      <FormScreen
        screen={screen}
        shown={shown.shown}
        formData={formData}
        uiSchemaOverrides={(data: FormData) => bound.uiOverrides(ctx, data)}
        hiddenFields={(data: FormData) => bound.hiddenFields(ctx, data)}
        applyChange={(next: FormData) => bound.applyRules(next, ctx)}
        onSubmit={onSubmit}
        onChange={onEdit}
        busy={save.isPending}
        actions={
          <ScreenActions
            primary={primary}
            secondary={secondary}
            also={shown.also}
            lang={shown.shown.lang}
            saving={save.isPending}
            onIntent={(how) => (intent.current = how)}
            onBack={() => void navigate(back)}
            onSaveForLater={() => void onSaveForLater()}
            onGoOn={(how) => goOn(current(), how)}
          />
        }
      />
      {failure && <ErrorBanner key={failure.key} fields={failure.fields} onHide={() => setFailure(null)} />}
    </FormSurface>
  );
}
