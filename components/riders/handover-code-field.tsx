'use client';

/** The look of a rider's input: large, for one hand on the doorstep. */
export const stopInputClass = 'min-h-12 w-full rounded-lg border border-stone-400 bg-white px-3 text-lg';

/** The customer's 4-digit code, digits only. */
export function HandoverCodeField({ id, code, setCode }: { id: string; code: string; setCode: (code: string) => void }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-code`} className="font-medium">
        Customer’s 4-digit code
      </label>
      <input
        id={`${id}-code`}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{4}"
        maxLength={4}
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 4))}
        className={`${stopInputClass} tracking-[0.5em]`}
      />
    </div>
  );
}
