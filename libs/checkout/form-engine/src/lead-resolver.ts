import { useMemo, type RefObject } from 'react';
import type { FieldErrors as HookFormErrors, Resolver } from 'react-hook-form';
import { errorOf, type FieldError } from './field-errors';
import { flatValuesOf, getPath, payloadOf, setPath, withChosenDocuments } from './form-values';
import { leadContractOf } from './lead-call';
import { allFields, type FieldSpec, type FormDefinition } from './lead-form';

/**
 * A group the contract misses as a whole (nothing of it typed, or a refine on the group such as a
 * corporate client's company address) is missing each of its required fields, as the action says.
 */
const groupErrorOf = (errors: HookFormErrors, field: FieldSpec): FieldError | undefined => {
  if (!field.required) return undefined;
  const parts = field.name.split('.');
  const groups = parts.slice(0, -1).map((_, index) => parts.slice(0, index + 1).join('.'));
  return groups.some((group) => (getPath(errors, group) as { message?: unknown } | undefined)?.message) ? 'required' : undefined;
};

/**
 * The form's contract checks what the visitor typed, read from the form element exactly as the
 * action reads the POST (one truth with and without JavaScript); errors outside the form's fields
 * are left to the action.
 */
export function useLeadResolver(definition: FormDefinition, fixed: Record<string, unknown>, formRef: RefObject<HTMLFormElement | null>) {
  return useMemo<Resolver<Record<string, unknown>>>(() => {
    const fields = allFields(definition);
    // the contract and the resolver load with react-hook-form, not with the site (zod stays off the first load, decision 0011)
    const resolver = Promise.all([import('@hookform/resolvers/zod'), import('@carweb/api-contracts')]).then(
      ([{ zodResolver }, contracts]) => zodResolver(leadContractOf(definition, contracts) as never),
    );
    return async (values, context, options) => {
      const resolve = await resolver;
      const element = formRef.current;
      const formData = element ? new FormData(element) : null;
      const payload = formData
        ? withChosenDocuments({ ...payloadOf(flatValuesOf(formData, fields), fields), ...fixed }, formData, fields)
        : values;
      const result = await resolve(payload as never, context, options as never);
      const errors: Record<string, unknown> = {};
      for (const field of fields) {
        const error = errorOf(result.errors as HookFormErrors, field.name) ?? groupErrorOf(result.errors as HookFormErrors, field);
        if (error) setPath(errors, field.name, { type: error, message: error });
      }
      return Object.keys(errors).length ? { values: {}, errors: errors as HookFormErrors } : { values, errors: {} };
    };
  }, [definition, fixed, formRef]);
}
