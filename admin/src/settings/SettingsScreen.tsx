import { useQueryClient } from '@tanstack/react-query';
import { getSettings, updateSettings, type Settings } from '@waybill/shared';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { SETTINGS } from '../app/paths';
import { setEndpointData, useEndpointMutation, useRecord } from '../app/queries';
import { useFormSubmit, useSchemaForm, type Schema, type SchemaOutput } from '../forms';
import { Breadcrumbs } from '../layout/Breadcrumbs';
import { LoadGate } from '../layout/LoadGate';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { SettingsSideNav } from './SettingsNav';
import { t } from '../i18n/i18n';

export interface SettingsScreenProps {
  title: string;
  /** The form, given the current settings and what to call once the server saved them. */
  children: (settings: Settings, onSaved: (settings: Settings) => void) => ReactNode;
}

/** A settings form's screen: the menu beside it, the form once the settings are loaded. */
export function SettingsScreen({ title, children }: SettingsScreenProps) {
  useDocumentTitle(title);
  const queryClient = useQueryClient();
  // A form reads its starting values once: it waits for the server's current copy.
  const loader = useRecord(getSettings, {}, { fresh: true });

  const onSaved = (settings: Settings) => setEndpointData(queryClient, getSettings, {}, settings);

  return (
    <section>
      <Breadcrumbs steps={[{ label: t('settings.title'), to: SETTINGS }, { label: title }]} />
      <h1>{title}</h1>
      <div className="wb-settings-layout">
        <SettingsSideNav />
        <div className="wb-settings-form">
          <LoadGate loader={loader} what={t('settings.what')}>
            {(settings) => children(settings, onSaved)}
          </LoadGate>
        </div>
      </div>
    </section>
  );
}

/** What each settings form gets from its screen. */
export interface SettingsFormProps {
  settings: Settings;
  onSaved: (settings: Settings) => void;
}

/**
 * The payload of one settings form: every field of it, an optional one left empty as '' so the
 * server clears it (a field left out would leave the form unsent).
 */
export function everyField<K extends string>(
  keys: readonly K[],
  data: Partial<Record<K, string>>,
): Record<K, string> {
  const payload = {} as Record<K, string>;
  for (const key of keys) payload[key] = data[key] ?? '';
  return payload;
}

/**
 * A settings form bound to the one call every settings form saves with: it starts from
 * `valuesOf(settings)`, sends `valuesOf` of what was typed, and after a save shows what the
 * server kept and hands it to the screen.
 */
export function useSettingsForm<V extends FieldValues, S extends Schema>(
  schema: S,
  valuesOf: (source: Settings | SchemaOutput<S>) => V,
  { settings, onSaved }: SettingsFormProps,
) {
  const form = useSchemaForm(schema, { defaultValues: valuesOf(settings) });
  const update = useEndpointMutation(updateSettings);
  const submission = useFormSubmit(form, {
    successMessage: t('settings.saved'),
    send: (data) => update.mutateAsync({ body: valuesOf(data) }),
    onSuccess: ({ data: saved }) => {
      form.reset(valuesOf(saved));
      onSaved(saved);
    },
  });
  return { form, ...submission };
}
