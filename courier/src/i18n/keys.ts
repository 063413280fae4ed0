import type courier from './en/courier.json';

/** The app's text areas: one, as the whole app is a handful of screens in its first load. */
export const AREAS = ['courier'] as const;
export type CourierArea = (typeof AREAS)[number];

/** Every key of the courier app's texts: those of the English catalogue, the source. */
export type CourierMessageKey = keyof typeof courier;
