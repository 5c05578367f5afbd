import * as v from 'valibot';
import { GENERIC_MESSAGES } from '@portal/shared/constants';
import { encodeErrorCode, type ErrorParams } from '@portal/shared/contracts';
import { passesRule, type RuleName, type RuleParams } from './generic-rules';

/** The values a rule's message shows (validation.<rule> in the validation namespace). */
function messageParams<N extends RuleName>(name: N, params: RuleParams[N]): ErrorParams | undefined {
  const p = params as Record<string, unknown> | undefined;
  switch (name) {
    case 'between':
    case 'dimensions':
    case 'digits':
    case 'length':
    case 'max':
    case 'min':
    case 'max_value':
    case 'min_value':
    case 'size':
      return p as ErrorParams;
    case 'ext':
      return { extensions: (params as RuleParams['ext']).extensions.join(', ') };
    case 'mimes':
      return { types: (params as RuleParams['mimes']).types.join(', ') };
    default:
      return undefined;
  }
}

/** The error code a rule produces, e.g. 'validation.between|{"min":4,"max":25}'. */
export function ruleMessage<N extends RuleName>(name: N, params: RuleParams[N]): string {
  return encodeErrorCode(GENERIC_MESSAGES[name], messageParams(name, params));
}

type ParamArgs<N extends RuleName> = RuleParams[N] extends undefined ? [] : [params: RuleParams[N]];

/**
 * A generic rule as a valibot action for a pipe: `v.pipe(v.string(), rule('between', { min: 4, max: 25 }))`.
 * The message is the rule's error code unless one is given.
 */
export function rule<TInput, N extends RuleName>(name: N, ...args: [...ParamArgs<N>, message?: string]): v.CheckAction<TInput, string> {
  const params = (args.length > 0 && typeof args[0] === 'object' ? args[0] : undefined) as RuleParams[N];
  const custom = args.find((arg): arg is string => typeof arg === 'string');
  return v.check((value: TInput) => passesRule(name, value, params), custom ?? ruleMessage(name, params));
}

