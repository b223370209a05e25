import { formatDay, type IsoDay } from '@/lib/domain/calendar';
import { FieldError, fieldAria } from '@/components/forms/field-error';

/**
 * "From which delivery": a choice among the days the viewer may still change (worked out on the
 * server with the rule it enforces). The cancel form starts from it; a day the server then refuses
 * (its cutoff passed meanwhile) is said beside it.
 */
export function ChangeableDaySelect({ id, label, days, value, onChange, error }: { id: string; label: string; days: readonly IsoDay[]; value: IsoDay; onChange: (day: IsoDay) => void; error?: string }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} {...fieldAria(id, error)} className="min-h-11 rounded-lg border border-stone-400 bg-white px-3 aria-[invalid=true]:border-red-700 sm:w-72">
        {days.map((d) => (
          <option key={d} value={d}>
            {formatDay(d)}
          </option>
        ))}
      </select>
      <FieldError fieldId={id} message={error} />
    </div>
  );
}
