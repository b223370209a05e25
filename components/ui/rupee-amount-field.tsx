'use client';

type Props = {
  /** The visible label, which names the field: "Amount (₹)". */
  label: string;
  /** What is typed, in rupees; parse it with parseRupees (lib/domain/money) on submit. */
  value: string;
  onChange: (rupees: string) => void;
  /** In rupees, for the browser's own check and the spinner; the server keeps the real limits. */
  min: number;
  max?: number;
  /** 1 where only whole rupees make sense (a top-up), 0.01 where paise are allowed. */
  step: 1 | 0.01;
};

/**
 * The one rupee amount field of the wallet forms (top-up, payout, goodwill credit): a labelled
 * number input with the keyboard for numbers on phones. The form turns the text into paise.
 */
export function RupeeAmountField({ label, value, onChange, min, max, step }: Props) {
  return (
    <label className="flex flex-col gap-1">
      <span>{label}</span>
      <input
        type="number"
        inputMode={step === 1 ? 'numeric' : 'decimal'}
        min={min}
        max={max}
        step={step}
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="min-h-11 w-36 rounded-lg border border-stone-300 px-2"
      />
    </label>
  );
}
