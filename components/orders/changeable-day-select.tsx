import { formatDay, type IsoDay } from '@/lib/domain/calendar';

/**
 * "From which delivery": a choice among the days the viewer may still change (worked out on the
 * server with the rule it enforces). The cancel and change-address forms start from it.
 */
export function ChangeableDaySelect({ id, label, days, value, onChange }: { id: string; label: string; days: readonly IsoDay[]; value: IsoDay; onChange: (day: IsoDay) => void }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className="min-h-11 rounded-lg border border-stone-400 bg-white px-3 sm:w-72">
        {days.map((d) => (
          <option key={d} value={d}>
            {formatDay(d)}
          </option>
        ))}
      </select>
    </div>
  );
}
