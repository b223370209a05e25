import type { Metadata } from 'next';
import { requirePageAdmin } from '@/lib/auth/require-page-viewer';
import { getConfigurations } from '@/lib/config/get-configurations';
import { displaySetting, SETTING_GROUPS } from '@/lib/domain/settings';
import { AdminNav } from '@/components/admin/admin-nav';
import { SettingsGroupForm } from '@/components/admin/settings-group-form';

// Per admin (reads the session): rendered at request time, never prerendered or cached.
export const instant = false;

export const metadata: Metadata = { title: 'Settings', robots: { index: false } };

/** Admin: the store's settings, a form per group (lib/domain/settings.ts). */
export default async function AdminSettingsPage() {
  await requirePageAdmin('/admin/settings');
  const { configurations, messages } = await getConfigurations();
  const stored = new Map([...configurations, ...messages].map((r) => [r.key, r.value]));
  return (
    <div className="flex flex-col gap-4">
      <AdminNav current="/admin/settings" />
      <h1 className="text-2xl font-bold text-brand-800">Settings</h1>
      <p className="text-sm text-stone-700">Each group saves on its own. A change applies to new carts and orders at once; orders already placed keep what they were placed with.</p>
      {SETTING_GROUPS.map((group) => (
        <SettingsGroupForm key={group.id} group={group} initial={group.fields.map((f) => displaySetting(f.key, stored.get(f.key)))} />
      ))}
    </div>
  );
}
