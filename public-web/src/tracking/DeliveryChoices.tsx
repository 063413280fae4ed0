import {
  getDeliveryChoices,
  NEIGHBOUR_HOUSE_MAX,
  NEIGHBOUR_NAME_MAX,
  PREFERENCE_NOTE_MAX,
  setDeliveryPreference,
  UNLOCK_ANSWER_MAX,
  type DeliveryChoices as Choices,
  type DeliveryOption,
  type DeliveryPreference,
  type PreferenceClosed,
  type PublicParcel,
} from '@waybill/shared';
import { useEffect, useId, useState } from 'react';
import { api } from '../app/api';
import { useAppStore } from '../app/store';
import { t } from '../i18n/i18n';
import { FormOutcomePanel } from '../layout/FormOutcomePanel';
import { useFormSubmit } from '../layout/useFormSubmit';
import { remember, rememberedAnswer } from './unlock';

const OPTION_LABEL: Record<DeliveryOption, Parameters<typeof t>[0]> = {
  safe_place: 'prefOptionSafePlace',
  neighbour: 'prefOptionNeighbour',
  depot: 'prefOptionDepot',
  another_day: 'prefOptionAnotherDay',
};

/** What the recipient asked, in their language. */
function chosenText(preference: DeliveryPreference): string {
  switch (preference.kind) {
    case 'safe_place':
      return t('prefChosenSafePlace', { note: preference.note ?? '' });
    case 'neighbour':
      return t('prefChosenNeighbour', {
        name: preference.neighbour_name ?? '',
        house: preference.neighbour_house ?? '',
      });
    case 'depot':
      return t('prefChosenDepot');
    case 'another_day':
      return t('prefChosenAnotherDay', { date: preference.date ?? '' });
  }
}

function closedText(closed: PreferenceClosed, cutoff: string): string {
  if (closed === 'cutoff') return t('prefClosedCutoff', { time: cutoff });
  if (closed === 'out_for_delivery') return t('prefClosedOut');
  return t('prefClosedFinal');
}

/**
 * "Delivery choices" (docs/product.md §2.3d): once the visitor has shown they know the recipient
 * (the unlock's answer, kept for the tab), they may ask to leave the parcel in a safe place, with
 * a neighbour, at the depot, or to deliver it another day, as the company offers. The server
 * checks the answer again on every call, under the unlock's limits.
 */
export function DeliveryChoices({ parcel }: { parcel: PublicParcel }) {
  const code = parcel.tracking_code;
  // The list itself, not a new empty one per render: the store compares what it selects.
  const offered = useAppStore((state) => state.settings?.preference_options);
  const unlocked = useAppStore((state) => state.parcel.unlocked);
  const [choices, setChoices] = useState<Choices | null>(null);
  const id = useId();

  // The unlock (or a reload within the tab) gives the answer: the choices are read with it.
  useEffect(() => {
    const answer = rememberedAnswer(code);
    if (!answer) return;
    let current = true;
    void api.call(getDeliveryChoices, { params: { code }, body: { answer } }).then((result) => {
      if (current && result.data) setChoices(result.data);
    });
    return () => {
      current = false;
    };
  }, [code, unlocked]);

  if (!offered || offered.length === 0) return null;
  return (
    <section className="card parcel-choices" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="card__title">
        {t('prefTitle')}
      </h2>
      {choices ? (
        <ChoiceForm code={code} choices={choices} onSaved={setChoices} />
      ) : parcel.locked ? (
        <p className="parcel-updates__lead">{t('prefUnlockFirst')}</p>
      ) : (
        <RecipientCheck code={code} onChecked={setChoices} />
      )}
    </section>
  );
}

/** The recipient's check, for a parcel whose details the code alone already shows. */
function RecipientCheck({
  code,
  onChecked,
}: {
  code: string;
  onChecked: (choices: Choices) => void;
}) {
  const [answer, setAnswer] = useState('');
  const id = useId();
  const label = t('unlockAnswerEither');
  const { sending, outcome, onSubmit } = useFormSubmit({
    check: async () => {
      const { parcelUnlockSchema, validate } = await import('./contract');
      return validate(parcelUnlockSchema, { answer });
    },
    send: async (body) => {
      const result = await api.call(getDeliveryChoices, { params: { code }, body });
      if (result.data) {
        remember(code, body.answer);
        onChecked(result.data);
      }
      return result;
    },
    sentMessage: '',
    onSent: () => setAnswer(''),
  });
  return (
    <form noValidate onSubmit={onSubmit}>
      <p className="parcel-updates__lead">{t('prefCheckLead')}</p>
      <div className="field">
        <label htmlFor={`${id}-answer`}>{label}</label>
        <input
          id={`${id}-answer`}
          value={answer}
          required
          maxLength={UNLOCK_ANSWER_MAX}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setAnswer(event.target.value)}
        />
      </div>
      <FormOutcomePanel outcome={outcome} fieldNames={{ answer: label }} />
      <button type="submit" className="button" disabled={sending} aria-busy={sending}>
        {sending ? t('unlockChecking') : t('prefCheckButton')}
      </button>
    </form>
  );
}

/** The offered options and their fields; past the cut-off, the reason instead. */
function ChoiceForm({
  code,
  choices,
  onSaved,
}: {
  code: string;
  choices: Choices;
  onSaved: (choices: Choices) => void;
}) {
  const [kind, setKind] = useState<DeliveryOption | ''>('');
  const [note, setNote] = useState('');
  const [name, setName] = useState('');
  const [house, setHouse] = useState('');
  const [date, setDate] = useState(choices.first_day);
  const id = useId();
  const fieldNames = {
    'preference.note': t('prefNote'),
    'preference.neighbour_name': t('prefNeighbourName'),
    'preference.neighbour_house': t('prefNeighbourHouse'),
    'preference.date': t('prefDate'),
    preference: t('prefTitle'),
  };

  const { sending, outcome, onSubmit } = useFormSubmit({
    check: async () => {
      const { parcelPreferencesSchema, validate } = await import('./contract');
      const preference =
        kind === 'safe_place'
          ? { kind, note }
          : kind === 'neighbour'
            ? { kind, neighbour_name: name, neighbour_house: house }
            : kind === 'another_day'
              ? { kind, date }
              : { kind };
      return validate(parcelPreferencesSchema, {
        answer: rememberedAnswer(code) ?? '',
        preference,
      });
    },
    send: async (body) => {
      const result = await api.call(setDeliveryPreference, { params: { code }, body });
      if (result.data) onSaved(result.data);
      return result;
    },
    sentMessage: t('prefSaved'),
    onSent: () => setKind(''),
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      {choices.preference && (
        <p className="parcel-choices__current" data-testid="delivery-choice">
          {t('prefCurrent', { choice: chosenText(choices.preference) })}
        </p>
      )}
      {choices.closed ? (
        <p className="panel panel--error" role="alert">
          {closedText(choices.closed, choices.cutoff)}
        </p>
      ) : (
        <>
          <p className="parcel-updates__lead">{t('prefLead', { time: choices.cutoff })}</p>
          <fieldset className="parcel-choices__options">
            <legend>{t('prefOptions')}</legend>
            {choices.options.map((option) => (
              <label key={option} className="parcel-choices__option">
                <input
                  type="radio"
                  name={`${id}-kind`}
                  value={option}
                  checked={kind === option}
                  onChange={() => setKind(option)}
                />
                {t(OPTION_LABEL[option])}
              </label>
            ))}
          </fieldset>
          {kind === 'safe_place' && (
            <div className="field">
              <label htmlFor={`${id}-note`}>{t('prefNote')}</label>
              <textarea
                id={`${id}-note`}
                required
                maxLength={PREFERENCE_NOTE_MAX}
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
            </div>
          )}
          {kind === 'neighbour' && (
            <>
              <div className="field">
                <label htmlFor={`${id}-name`}>{t('prefNeighbourName')}</label>
                <input
                  id={`${id}-name`}
                  required
                  maxLength={NEIGHBOUR_NAME_MAX}
                  autoComplete="off"
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                />
              </div>
              <div className="field">
                <label htmlFor={`${id}-house`}>{t('prefNeighbourHouse')}</label>
                <input
                  id={`${id}-house`}
                  required
                  maxLength={NEIGHBOUR_HOUSE_MAX}
                  autoComplete="off"
                  value={house}
                  onChange={(event) => setHouse(event.target.value)}
                />
              </div>
            </>
          )}
          {kind === 'another_day' && (
            <div className="field">
              <label htmlFor={`${id}-date`}>{t('prefDate')}</label>
              <input
                id={`${id}-date`}
                type="date"
                required
                min={choices.first_day}
                max={choices.last_day}
                value={date}
                onChange={(event) => setDate(event.target.value)}
              />
            </div>
          )}
          <FormOutcomePanel outcome={outcome} fieldNames={fieldNames} />
          <button
            type="submit"
            className="button"
            disabled={sending || kind === ''}
            aria-busy={sending}
          >
            {sending ? t('sending') : t('prefSave')}
          </button>
        </>
      )}
    </form>
  );
}
