import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import type { BorrowerProfile, FieldError } from '../../../shared/api';
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
import { FormScreen, getScreenMapper, useScreen, type FormData } from '../../runtime';
import { applicationIdAtom } from '../../state/session-atoms';
import { saveFailureFields } from './logic/save-failure';
import { flowScreenTexts as texts } from './texts';

type FlowStep = (typeof fullFlow.steps)[number];

export function FlowScreen({ resolved }: { resolved: ResolvedNode<FlowStep> }) {
  const { step, node, index } = resolved;
  const screen = useScreen(node.screen);
  const mapper = getScreenMapper(node.screen);
  const applicationId = useAtomValue(applicationIdAtom);
  const profile = useBorrowerData(applicationId);
  const save = useSave<BorrowerProfile>();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<{ key: number; fields: FieldError[] } | null>(null);
  const formData = useMemo(() => (profile.data ? mapper.toFormData(profile.data) : null), [mapper, profile.data]);
  const uiOverrides = useMemo(
    () => (profile.data ? mapper.toUiSchema?.(profile.data, screen.uiSchema) : undefined),
    [mapper, profile.data, screen.uiSchema],
  );
  useFocusHeading(formData !== null);

  if (applicationId == null) return <Navigate to="/verify" replace />;
  if (profile.isError) return isUnauthorized(profile.error) ? null : <Navigate to="/oops" replace />;
  if (!profile.data || !formData) return <Spinner label={texts.loading} />;
  const current = profile.data;

  const onSubmit = async (data: FormData) => {
    setFailure(null);
    try {
      await save.mutateAsync({ call: mapper.call, body: mapper.toPayload(data, current) });
      void navigate(nextRoute(fullFlow, step.id, node.id, data));
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
        busy={save.isPending}
        actions={
          <>
            <Button type="button" $variant="secondary" onClick={() => void navigate(backPath(step, index))}>
              {texts.back}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? texts.saving : texts.next}
            </Button>
          </>
        }
      />
      {failure && <ErrorBanner key={failure.key} fields={failure.fields} onHide={() => setFailure(null)} />}
    </FormSurface>
  );
}
