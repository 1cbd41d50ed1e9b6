import { useState, type FormEvent } from 'react';
import { accountNameMatches, parseCommissionInput, typedNameConfirms, type ResolvedAccount } from '@campus/contract';
import { useBanks, useResolveAccount, useSaveSettlement, useSettlement } from '../api/admin-money-api';
import { ErrorText, buttonClass, inputClass, quietButtonClass } from './admin-shell';

const ACCOUNT_NUMBER = /^\d{10}$/;

/**
 * A shop's settlement (issue 21): the bank Paystack pays its share to and the market's commission.
 * The operator picks the bank, types the account number, has the bank's name for it checked, and
 * saves only that confirmed name; the server resolves it again and creates the shop's subaccount.
 * A name that is neither the shop's nor an owner's (issue 39 item 4) is said plainly and saved only
 * once the operator types it; a saved one stays flagged here and on the shop's row.
 */
export function SettlementPanel({
  shopId,
  shopName,
  ownerNames = [],
}: {
  shopId: string;
  shopName: string;
  ownerNames?: readonly string[];
}) {
  const current = useSettlement(shopId);
  if (current.isPending) return <p className="text-sm text-slate-600">Loading the bank account…</p>;
  if (current.isError) return <ErrorText error={current.error} />;
  const { settlement, defaultCommissionPercent } = current.data;
  return (
    <div className="grid gap-4">
      {settlement ? (
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          <dt className="font-medium text-slate-600">Paid to</dt>
          <dd>
            {settlement.accountName} · {settlement.bankName} · {settlement.accountNumber}
            {!settlement.nameMatchesShop && (
              <span role="note" className="mt-1 block rounded bg-red-50 px-2 py-1 text-sm font-medium text-red-800">
                {`Bank name differs: "${settlement.accountName}" is neither ${shopName} nor its owner.`}
              </span>
            )}
          </dd>
          <dt className="font-medium text-slate-600">Subaccount</dt>
          <dd>{settlement.subaccountCode ?? 'No subaccount: its shares are owed'}</dd>
          <dt className="font-medium text-slate-600">Commission</dt>
          <dd>{settlement.commissionPercent} %</dd>
        </dl>
      ) : (
        <p className="text-sm text-slate-700">No bank account yet: {shopName} can sell, and its shares are owed until one is set.</p>
      )}
      <SettlementForm
        shopId={shopId}
        shopName={shopName}
        ownerNames={ownerNames}
        initialCommission={String(settlement?.commissionPercent ?? defaultCommissionPercent)}
        initialBank={settlement?.bankCode ?? ''}
      />
    </div>
  );
}

function SettlementForm({
  shopId,
  shopName,
  ownerNames,
  initialCommission,
  initialBank,
}: {
  shopId: string;
  shopName: string;
  ownerNames: readonly string[];
  initialCommission: string;
  initialBank: string;
}) {
  const banks = useBanks();
  const resolve = useResolveAccount();
  const save = useSaveSettlement(shopId);
  const [bankCode, setBankCode] = useState(initialBank);
  const [accountNumber, setAccountNumber] = useState('');
  const [commission, setCommission] = useState(initialCommission);
  const [resolved, setResolved] = useState<ResolvedAccount | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [typedName, setTypedName] = useState('');
  const [problem, setProblem] = useState('');
  const nameIsShops = resolved ? accountNameMatches(resolved.accountName, shopName, ownerNames) : true;
  const id = (name: string) => `settlement-${shopId}-${name}`;

  // Each message answers the last attempt: an edit or a new attempt clears what no longer applies, so a
  // stale red line never sits beside a newer one or above the green "Saved".
  const clearProblems = () => {
    setProblem('');
    if (save.isError) save.reset();
  };
  const refuse = (message: string) => {
    setProblem(message);
    save.reset();
  };
  // A new bank or number needs its name checked again.
  const forgetAccount = (next: { bankCode?: string; accountNumber?: string }) => {
    if (next.bankCode !== undefined) setBankCode(next.bankCode);
    if (next.accountNumber !== undefined) setAccountNumber(next.accountNumber);
    setResolved(null);
    setConfirmed(false);
    setTypedName('');
    resolve.reset();
  };
  const changeAccount = (next: { bankCode?: string; accountNumber?: string }) => {
    forgetAccount(next);
    clearProblems();
  };
  const check = () => {
    if (!bankCode) return refuse('Choose a bank');
    if (!ACCOUNT_NUMBER.test(accountNumber)) return refuse('Enter the 10-digit account number');
    clearProblems();
    resolve.mutate({ bankCode, accountNumber }, { onSuccess: setResolved });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!resolved || (nameIsShops && !confirmed)) return refuse('Check the account name and confirm it first');
    if (!nameIsShops && !typedNameConfirms(typedName, resolved.accountName))
      return refuse(`Type the account name, ${resolved.accountName}, to save an account that is not the shop's`);
    // Digits only: Number() would read "1e1" as 10 %.
    const parsed = parseCommissionInput(commission);
    if ('problem' in parsed) return refuse(parsed.problem);
    setProblem('');
    save.mutate(
      {
        bankCode: resolved.bankCode,
        accountNumber: resolved.accountNumber,
        confirmedAccountName: resolved.accountName,
        ...(nameIsShops ? {} : { typedAccountName: typedName }),
        commissionPercent: parsed.percent,
      },
      { onSuccess: () => forgetAccount({ accountNumber: '' }) },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
      <div>
        <label htmlFor={id('bank')} className="text-sm font-medium text-slate-800">
          Bank
        </label>
        <select
          id={id('bank')}
          className={inputClass}
          value={bankCode}
          onChange={(event) => changeAccount({ bankCode: event.target.value })}
          disabled={!banks.isSuccess}
        >
          <option value="">{banks.isPending ? 'Loading banks…' : 'Choose…'}</option>
          {banks.data?.banks.map((bank) => (
            <option key={bank.code} value={bank.code}>
              {bank.name}
            </option>
          ))}
        </select>
        <ErrorText error={banks.error} />
      </div>
      <div>
        <label htmlFor={id('account')} className="text-sm font-medium text-slate-800">
          Account number
        </label>
        <div className="flex gap-2">
          <input
            id={id('account')}
            className={inputClass}
            inputMode="numeric"
            autoComplete="off"
            maxLength={10}
            value={accountNumber}
            onChange={(event) => changeAccount({ accountNumber: event.target.value.trim() })}
          />
          <button type="button" className={`${quietButtonClass} shrink-0`} onClick={check} disabled={resolve.isPending}>
            {resolve.isPending ? 'Checking…' : 'Check account name'}
          </button>
        </div>
        <ErrorText error={resolve.error} />
      </div>
      {resolved && nameIsShops && (
        <label className="flex items-center gap-2 text-sm text-slate-900 sm:col-span-2">
          <input
            type="checkbox"
            className="h-5 w-5"
            checked={confirmed}
            onChange={(event) => {
              setConfirmed(event.target.checked);
              clearProblems();
            }}
          />
          <span>
            Pay to <strong>{resolved.accountName}</strong>: the bank&apos;s name for this account is the shop&apos;s
          </span>
        </label>
      )}
      {resolved && !nameIsShops && (
        <div role="alert" className="grid gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200 sm:col-span-2">
          <p>
            The bank says this account belongs to <strong>{resolved.accountName}</strong>, which is neither {shopName}
            {ownerNames.length > 0 ? ` nor its owner (${ownerNames.join(', ')})` : ' nor an owner of it'}. Money for {shopName} would be
            paid to this account.
          </p>
          <label htmlFor={id('typed-name')} className="font-medium">
            To save it anyway, type the account name as the bank gives it
          </label>
          <input
            id={id('typed-name')}
            className={inputClass}
            autoComplete="off"
            value={typedName}
            onChange={(event) => {
              setTypedName(event.target.value);
              clearProblems();
            }}
          />
        </div>
      )}
      <div>
        <label htmlFor={id('commission')} className="text-sm font-medium text-slate-800">
          Commission (%)
        </label>
        <input
          id={id('commission')}
          className={inputClass}
          inputMode="decimal"
          value={commission}
          onChange={(event) => {
            setCommission(event.target.value);
            clearProblems();
          }}
        />
      </div>
      <div className="flex items-end">
        <button type="submit" className={buttonClass} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save bank account'}
        </button>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2">
          {problem}
        </p>
      )}
      <div className="sm:col-span-2">
        <ErrorText error={save.error} />
        {save.data && (
          <p role="status" className="text-sm text-brand-800">
            Saved: paid to {save.data.accountName}
            {save.data.subaccountCode ? `, subaccount ${save.data.subaccountCode}` : ''}.
          </p>
        )}
      </div>
    </form>
  );
}
