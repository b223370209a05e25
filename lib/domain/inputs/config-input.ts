// The store's settings (/admin/settings): updateConfigurations' arguments, and one group's form,
// each value checked by the rule the server applies to its key (settingProblem, lib/domain/settings.ts)
// and sent as the API takes it.
import { z } from 'zod';
import { settingProblem, type SettingGroup } from '../settings';

export const updateConfigurationsInput = z.object({
  values: z.array(z.object({ key: z.string().trim().min(1).max(64), value: z.string().max(10_000) })).max(50),
});

/** A value as sent: one line (the API refuses line breaks outside prose fields). */
const oneLine = (v: string) => v.replace(/\s*[\r\n]+\s*/g, ' ').trim();

/**
 * One group's form: its values as typed, in the group's order, every problem at `values.<i>`; the
 * output is updateConfigurations' `values`, each key with its value on one line.
 */
export const settingsGroupForm = (group: SettingGroup) =>
  z
    .object({ values: z.array(z.string()) })
    .superRefine((data, ctx) => {
      group.fields.forEach((f, i) => {
        const problem = settingProblem(f.key, data.values[i] ?? '');
        if (problem) ctx.addIssue({ code: 'custom', path: ['values', i], message: problem });
      });
    })
    .transform((data) => ({ values: group.fields.map((f, i) => ({ key: f.key, value: oneLine(data.values[i] ?? '') })) }));
