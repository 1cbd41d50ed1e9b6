import { CHECKOUT_MESSAGES } from '../messages';

type ParamType = 'string' | 'number' | 'array' | 'object' | 'function-map' | 'string-or-number';

/**
 * §3 card payment checkout parameters and the type each must have (spec §5). Keys spelled as the
 * provider's inline library takes them; the spec's "plan code" etc. are planCode etc.
 */
export const TRANSACTION_PARAM_TYPES = {
  key: 'string',
  amount: 'string-or-number',
  currency: 'string',
  email: 'string',
  label: 'string',
  firstName: 'string',
  lastName: 'string',
  reference: 'string',
  phone: 'string-or-number',
  customerCode: 'string',
  channels: 'array',
  metadata: 'object',
  subaccountCode: 'string',
  bearer: 'string',
  transactionCharge: 'string-or-number',
  planCode: 'string',
  subscriptionCount: 'number',
  planInterval: 'string',
  subscriptionLimit: 'number',
  subscriptionStartDate: 'string',
  accessCode: 'string',
  split: 'object',
  split_code: 'string',
  connect_account: 'string',
  connect_split: 'array',
  language: 'string',
  callbacks: 'function-map',
} as const satisfies Record<string, ParamType>;

export type TransactionParamName = keyof typeof TRANSACTION_PARAM_TYPES;
export type TransactionParams = Partial<Record<TransactionParamName, unknown>>;

export type ParamsCheck =
  { ok: true; params: TransactionParams } | { ok: false; message: typeof CHECKOUT_MESSAGES.invalidParameters; issues: string[] };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

function hasType(value: unknown, type: ParamType): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'string-or-number':
      return (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value.trim() !== '');
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isPlainObject(value);
    case 'function-map':
      return isPlainObject(value) && Object.values(value).every((entry) => typeof entry === 'function');
  }
}

/**
 * §5: the parameters must be a non-empty object; unknown keys are dropped; key, email and either
 * amount or planCode are required ('Required parameter missing: {name}'); each known key must have
 * its type ('Invalid parameter type: {name}'). Any issue makes the whole 'Invalid transaction parameters'.
 */
export function validateTransactionParams(input: unknown): ParamsCheck {
  if (!isPlainObject(input) || Object.keys(input).length === 0) {
    return { ok: false, message: CHECKOUT_MESSAGES.invalidParameters, issues: [] };
  }
  const params: TransactionParams = {};
  const issues: string[] = [];
  for (const [name, type] of Object.entries(TRANSACTION_PARAM_TYPES) as [TransactionParamName, ParamType][]) {
    const value = input[name];
    if (value === undefined || value === null) continue;
    if (!hasType(value, type)) issues.push(`Invalid parameter type: ${name}`);
    else params[name] = value;
  }
  const present = (name: TransactionParamName) => input[name] !== undefined && input[name] !== null && input[name] !== '';
  for (const name of ['key', 'email'] as const) if (!present(name)) issues.push(`Required parameter missing: ${name}`);
  if (!present('amount') && !present('planCode')) issues.push('Required parameter missing: amount');
  return issues.length ? { ok: false, message: CHECKOUT_MESSAGES.invalidParameters, issues } : { ok: true, params };
}
