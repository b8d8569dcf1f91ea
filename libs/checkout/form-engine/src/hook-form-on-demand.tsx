import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { FieldErrors, FormState } from 'react-hook-form';
import type { HookFormHost as Host, LeadHookForm } from './HookFormHost';
import type { FormDefinition } from './lead-form';

/** null: the library could not be loaded (offline, a replaced chunk) — the form goes on as without JavaScript */
type Waiting = (form: LeadHookForm | null) => void;

/**
 * react-hook-form (≈ 10 KB gzip), the resolver and the contract come when the visitor starts to use the
 * form (`load`, on the first focus, pointer or input in it), not with the page: the server's form works
 * without them, and the first load stays within its budget (decision 0022). Until then `form` is null;
 * `whenReady` waits for it (a "Weiter" or a send before it came), and gives null when the library could not be
 * loaded: that is the only failure, and its answer is the form without JavaScript. `host` must be rendered by the form.
 */
export function useHookFormOnDemand(
  definition: FormDefinition,
  fixed: Record<string, unknown>,
  formRef: RefObject<HTMLFormElement | null>,
) {
  const [HookFormHost, setHookFormHost] = useState<typeof Host | null>(null);
  const [hooked, setHooked] = useState<{ form: LeadHookForm; errors: FieldErrors } | null>(null);
  /** the library could not be loaded (offline): the form goes on as without JavaScript */
  const [failed, setFailed] = useState(false);
  const requested = useRef(false);
  const waiting = useRef<Waiting[]>([]);

  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    import('./HookFormHost').then(
      (module) => setHookFormHost(() => module.HookFormHost),
      () => {
        setFailed(true);
        for (const waiter of waiting.current.splice(0)) waiter(null);
      },
    );
  }, []);

  // every new form state renders the form again, as `useForm` in the form itself did
  const onForm = useCallback(
    (form: LeadHookForm, state: FormState<Record<string, unknown>>) => setHooked({ form, errors: state.errors }),
    [],
  );

  // this effect runs after the render that gave the inputs react-hook-form's props: they are registered now
  useEffect(() => {
    if (hooked) for (const waiter of waiting.current.splice(0)) waiter(hooked.form);
  }, [hooked]);

  const form = hooked?.form ?? null;
  const whenReady = (): Promise<LeadHookForm | null> => {
    if (form) return Promise.resolve(form);
    if (failed) return Promise.resolve(null);
    load();
    return new Promise((resolve) => waiting.current.push(resolve));
  };

  return {
    form,
    errors: hooked?.errors ?? {},
    failed,
    load,
    whenReady,
    host: HookFormHost && <HookFormHost definition={definition} fixed={fixed} formRef={formRef} onForm={onForm} />,
  };
}
