import { createContext, useContext, useLayoutEffect, useSyncExternalStore } from 'react';
import { readableFieldName, type FieldNamer } from '../app/problems';

/** A field a form shows: its label (how errors name it) and where to put the focus. */
export interface ShownField {
  label: string;
  /**
   * The id of its control, focused when the field is wrong; or of a group, whose checked (else
   * first) control is focused.
   */
  elementId: string;
}

/**
 * The fields a <Form> shows, by name, as the kit's fields register themselves. Errors name a
 * field by its label through it; an error for a field it does not hold goes to the red panel.
 */
export class FieldRegistry {
  private readonly fields = new Map<string, ShownField>();
  private readonly listeners = new Set<() => void>();
  private version = 0;

  /** Adds a field; the returned function removes it (when the field leaves the screen). */
  add(name: string, field: ShownField): () => void {
    this.fields.set(name, field);
    this.changed();
    return () => {
      if (this.fields.get(name) !== field) return;
      this.fields.delete(name);
      this.changed();
    };
  }

  has(name: string): boolean {
    return this.fields.has(name);
  }

  /** How errors name a field: its label, or its name made readable when the form has none. */
  readonly label: FieldNamer = (name) => this.fields.get(name)?.label ?? readableFieldName(name);

  /** The first of these fields on screen, in the order a person reads the form. */
  firstOnScreen(names: Iterable<string>): HTMLElement | null {
    let first: HTMLElement | null = null;
    for (const name of names) {
      const element = focusTarget(this.fields.get(name)?.elementId);
      if (!element) continue;
      if (!first || first.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING) {
        first = element;
      }
    }
    return first;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Changes with every field added or removed (for useSyncExternalStore). */
  snapshot = (): number => this.version;

  private changed(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }
}

function focusTarget(id: string | undefined): HTMLElement | null {
  const element = id ? document.getElementById(id) : null;
  if (!element || element.matches('input, select, textarea, button')) return element;
  return element.querySelector<HTMLElement>('input:checked') ?? element.querySelector('input');
}

/** Each form's registry, by its react-hook-form control (useSchemaForm makes it first). */
const registries = new WeakMap<object, FieldRegistry>();

/** The registry of the form whose control this is, made on first use. */
export function registryOf(control: object): FieldRegistry {
  let registry = registries.get(control);
  if (!registry) {
    registry = new FieldRegistry();
    registries.set(control, registry);
  }
  return registry;
}

/** Ties a registry made before the form (its resolver names fields through it) to the form. */
export function bindRegistry(control: object, registry: FieldRegistry): void {
  registries.set(control, registry);
}

export const FieldRegistryContext = createContext<FieldRegistry | null>(null);

/** Inside a <Form>: registers the field under its name and label while it is on screen. */
export function useShownField(name: string, label: string, elementId: string) {
  const registry = useContext(FieldRegistryContext);
  useLayoutEffect(
    () => registry?.add(name, { label, elementId }),
    [registry, name, label, elementId],
  );
}

/** The form's registry, re-rendering when fields come and go; null outside a <Form>. */
export function useFieldRegistry(): FieldRegistry | null {
  const registry = useContext(FieldRegistryContext);
  const idle = (): (() => void) => () => undefined;
  useSyncExternalStore(registry?.subscribe ?? idle, registry?.snapshot ?? (() => 0));
  return registry;
}
