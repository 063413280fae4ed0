import {
  Button,
  Callout,
  FormGroup,
  HTMLSelect,
  InputGroup,
  NonIdealState,
  Spinner,
  Tag,
} from '@blueprintjs/core';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  FINAL_STAGES,
  assignToRun,
  dayInTimeZone,
  getRun,
  listCouriers,
  listParcels,
  ltrText,
  removeFromRun,
  reorderRun,
  type CourierRun,
  type RunStop,
} from '@waybill/shared';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiFailure, firstProblemText } from '../app/problems';
import { parcelPaths } from '../app/paths';
import { useEndpointMutation, useEndpointQuery } from '../app/queries';
import { useSiteConfig } from '../app/useGraph';
import { showFailure, showSuccess } from '../forms';
import { formatNumber, t } from '../i18n/i18n';
import { LinkButton } from '../layout/LinkButton';
import { Ltr } from '../layout/Ltr';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { useCan } from '../staff/access';
import { stageLabel } from '../parcels/StageField';
import './runs.css';

/**
 * /control/runs (docs/product.md §4.12): a dispatcher picks a courier and a day, adds parcels (by
 * typing or scanning a code, or from a search), puts them in order by dragging them or with the
 * keyboard (each row's handle, or its up and down buttons), and takes them off.
 */
export function Runs() {
  useDocumentTitle(t('runs.title'));
  const id = useId();
  const [params, setParams] = useSearchParams();
  const couriers = useEndpointQuery(listCouriers, {}, { refetchOnMount: 'always' });
  const courierId = Number(params.get('courier')) || null;
  // The company's today, as the courier's run is: a dispatcher abroad plans the same day.
  const timeZone = useSiteConfig()?.time_zone;
  const date = params.get('date') || dayInTimeZone(timeZone);
  const choose = (next: { courier?: number | null; date?: string }) => {
    const search = new URLSearchParams(params);
    const courier = next.courier === undefined ? courierId : next.courier;
    if (courier) search.set('courier', String(courier));
    else search.delete('courier');
    search.set('date', next.date ?? date);
    setParams(search, { replace: true });
  };

  return (
    <section className="wb-runs">
      <h1>{t('runs.title')}</h1>
      <p>{t('runs.intro')}</p>
      {couriers.isError && (
        <Callout intent="danger" role="alert">
          {firstProblemText(couriers.error.problems)}
        </Callout>
      )}
      {couriers.isPending && <Spinner size={32} />}
      {couriers.data &&
        (couriers.data.length === 0 ? (
          <NonIdealState
            icon="drive-time"
            title={t('runs.noCouriers')}
            description={t('runs.noCouriersHelp')}
          />
        ) : (
          <>
            <div className="wb-runs-pick">
              <FormGroup label={t('runs.courier')} labelFor={`${id}-courier`}>
                <HTMLSelect
                  id={`${id}-courier`}
                  value={courierId ?? ''}
                  onChange={(event) =>
                    choose({ courier: Number(event.currentTarget.value) || null })
                  }
                >
                  <option value="">{t('runs.chooseCourier')}</option>
                  {couriers.data.map((courier) => (
                    <option key={courier.id} value={courier.id}>
                      {courier.active
                        ? courier.name
                        : t('runs.disabledCourier', { name: courier.name })}
                    </option>
                  ))}
                </HTMLSelect>
              </FormGroup>
              <FormGroup label={t('runs.day')} labelFor={`${id}-date`}>
                <InputGroup
                  id={`${id}-date`}
                  type="date"
                  value={date}
                  required
                  onChange={(event) =>
                    event.currentTarget.value && choose({ date: event.currentTarget.value })
                  }
                />
              </FormGroup>
            </div>
            {courierId ? (
              <RunEditor courierId={courierId} date={date} />
            ) : (
              <NonIdealState
                icon="person"
                title={t('runs.chooseCourierFirst')}
                layout="horizontal"
              />
            )}
          </>
        ))}
    </section>
  );
}

function RunEditor({ courierId, date }: { courierId: number; date: string }) {
  const query = { courier_id: courierId, date };
  const run = useEndpointQuery(getRun, { query }, { refetchOnMount: 'always' });
  const canWrite = useCan(assignToRun.access);
  if (run.isError) {
    return (
      <Callout intent="danger" role="alert">
        {firstProblemText(run.error.problems)}
      </Callout>
    );
  }
  if (!run.data) return <Spinner size={32} />;
  return (
    <>
      {canWrite && <AddParcels courierId={courierId} date={date} run={run.data} />}
      <StopList key={`${courierId}-${date}`} run={run.data} canWrite={canWrite} />
    </>
  );
}

/** Adds parcels: a typed or scanned code (a scanner types it and presses Enter), or a search. */
function AddParcels({
  courierId,
  date,
  run,
}: {
  courierId: number;
  date: string;
  run: CourierRun;
}) {
  const id = useId();
  const [code, setCode] = useState('');
  const [search, setSearch] = useState('');
  const [problem, setProblem] = useState('');
  const assign = useEndpointMutation(assignToRun, { invalidates: [getRun] });
  const term = search.trim();
  const found = useEndpointQuery(
    listParcels,
    { query: { search: term } },
    { enabled: term.length >= 2 },
  );
  const onRun = new Set(run.stops.map((stop) => stop.tracking_code));

  const add = async (codes: string[]) => {
    setProblem('');
    try {
      await assign.mutateAsync({ body: { courier_id: courierId, date, codes } });
      void showSuccess(t('runs.added', { count: codes.length }));
      return true;
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      setProblem(firstProblemText(error.problems));
      return false;
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    if (await add([code.trim()])) setCode('');
  };

  return (
    <div className="wb-runs-add">
      <form onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-code-title`}>
        <h2 id={`${id}-code-title`}>{t('runs.addByCode')}</h2>
        <FormGroup label={t('runs.code')} labelFor={`${id}-code`} helperText={t('runs.codeHelp')}>
          <div className="wb-runs-row">
            <InputGroup
              id={`${id}-code`}
              value={code}
              autoComplete="off"
              spellCheck={false}
              dir="ltr"
              onChange={(event) => setCode(event.currentTarget.value)}
            />
            <Button
              type="submit"
              icon="add"
              text={t('runs.add')}
              loading={assign.isPending}
              disabled={!code.trim()}
            />
          </div>
        </FormGroup>
      </form>
      <div role="search" aria-labelledby={`${id}-search-title`}>
        <h2 id={`${id}-search-title`}>{t('runs.addFromSearch')}</h2>
        <FormGroup
          label={t('runs.search')}
          labelFor={`${id}-search`}
          helperText={t('runs.searchHelp')}
        >
          <InputGroup
            id={`${id}-search`}
            type="search"
            leftIcon="search"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
        </FormGroup>
        {term.length >= 2 && found.data && (
          <ul className="wb-runs-found" aria-label={t('runs.searchResults')}>
            {found.data.data.length === 0 && <li>{t('runs.nothingFound')}</li>}
            {found.data.data.slice(0, 8).map((parcel) => {
              const over =
                parcel.current_stage !== null && FINAL_STAGES.includes(parcel.current_stage);
              const already = onRun.has(parcel.tracking_code);
              return (
                <li key={parcel.id}>
                  <span>
                    <Ltr>{parcel.tracking_code}</Ltr> · {parcel.recipient_name} ·{' '}
                    {parcel.destination}
                  </span>
                  <Button
                    size="small"
                    icon="add"
                    text={already ? t('runs.onRun') : t('runs.add')}
                    aria-label={
                      already ? undefined : t('runs.addCode', { code: parcel.tracking_code })
                    }
                    disabled={over || already || assign.isPending}
                    onClick={() => void add([parcel.tracking_code])}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {problem && (
        <Callout intent="danger" role="alert" className="wb-gap-bottom">
          {problem}
        </Callout>
      )}
    </div>
  );
}

/** The run in order: drag a row by its handle, or move it with its buttons; remove it. */
function StopList({ run, canWrite }: { run: CourierRun; canWrite: boolean }) {
  const [order, setOrder] = useState(() => run.stops.map((stop) => stop.tracking_code));
  const [announcement, setAnnouncement] = useState('');
  // A new answer of the run (after a change, or from the server) sets the order shown again.
  const [orderOf, setOrderOf] = useState(run);
  if (orderOf !== run) {
    setOrderOf(run);
    setOrder(run.stops.map((stop) => stop.tracking_code));
  }
  const stops = useMemo(() => new Map(run.stops.map((stop) => [stop.tracking_code, stop])), [run]);
  const reorder = useEndpointMutation(reorderRun, { invalidates: [getRun] });
  const remove = useEndpointMutation(removeFromRun, { invalidates: [getRun] });
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const where = { courier_id: run.courier.id, date: run.date };

  const save = async (codes: string[], moved: string) => {
    const before = order;
    setOrder(codes);
    try {
      await reorder.mutateAsync({ body: { ...where, codes } });
      setAnnouncement(
        t('runs.movedTo', {
          code: moved,
          position: codes.indexOf(moved) + 1,
          count: codes.length,
        }),
      );
    } catch (error) {
      setOrder(before);
      if (!(error instanceof ApiFailure)) throw error;
      void showFailure(firstProblemText(error.problems));
    }
  };
  const move = (code: string, by: number) => {
    const from = order.indexOf(code);
    const to = from + by;
    if (to < 0 || to >= order.length) return;
    void save(arrayMove(order, from, to), code);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = order.indexOf(String(active.id));
    const to = order.indexOf(String(over.id));
    void save(arrayMove(order, from, to), String(active.id));
  };
  const drop = async (code: string) => {
    try {
      await remove.mutateAsync({ body: { ...where, code } });
      void showSuccess(t('runs.removed', { code: ltrText(code) }));
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      void showFailure(firstProblemText(error.problems));
    }
  };

  if (order.length === 0) {
    return <NonIdealState icon="inbox" title={t('runs.empty')} layout="horizontal" />;
  }
  return (
    <>
      <h2 className="wb-runs-count">{t('runs.stops', { count: order.length })}</h2>
      <p className="wb-visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: { draggable: t('runs.dragInstructions') },
          announcements: {
            onDragStart: ({ active }) => t('runs.dragStart', { code: String(active.id) }),
            onDragOver: ({ active, over }) =>
              over
                ? t('runs.dragOver', {
                    code: String(active.id),
                    position: order.indexOf(String(over.id)) + 1,
                  })
                : '',
            onDragEnd: ({ active, over }) =>
              over
                ? t('runs.movedTo', {
                    code: String(active.id),
                    position: order.indexOf(String(over.id)) + 1,
                    count: order.length,
                  })
                : '',
            onDragCancel: ({ active }) => t('runs.dragCancel', { code: String(active.id) }),
          },
        }}
      >
        <SortableContext items={order} strategy={verticalListSortingStrategy}>
          <ol className="wb-runs-stops">
            {order.map((code, index) => {
              const stop = stops.get(code);
              return stop ? (
                <StopRow
                  key={code}
                  stop={stop}
                  position={index + 1}
                  last={index === order.length - 1}
                  canWrite={canWrite}
                  onMove={(by) => move(code, by)}
                  onRemove={() => void drop(code)}
                />
              ) : null;
            })}
          </ol>
        </SortableContext>
      </DndContext>
    </>
  );
}

function StopRow({
  stop,
  position,
  last,
  canWrite,
  onMove,
  onRemove,
}: {
  stop: RunStop;
  position: number;
  last: boolean;
  canWrite: boolean;
  onMove: (by: number) => void;
  onRemove: () => void;
}) {
  const code = stop.tracking_code;
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: code,
    disabled: !canWrite,
  });
  const style = { transform: CSS.Transform.toString(transform), transition };
  // Accessible names are read, not drawn: the code goes in as it is.
  const named = code;
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={isDragging ? 'wb-runs-stop is-dragging' : 'wb-runs-stop'}
    >
      {canWrite && (
        <button
          type="button"
          className="wb-runs-handle"
          aria-label={t('runs.dragHandle', { code: named, position })}
          {...attributes}
          {...listeners}
        >
          <span aria-hidden="true">⠿</span>
        </button>
      )}
      <span className="wb-runs-position">{formatNumber(position)}</span>
      <div className="wb-runs-stop-text">
        <LinkButton
          minimal
          to={parcelPaths.detail(code)}
          text={code}
          label={t('runs.openParcel', { code: named })}
        />
        <span>{stop.recipient_name}</span>
        <span className="wb-runs-address bp6-text-muted">{stop.address_lines.join(', ')}</span>
      </div>
      <div className="wb-runs-stop-tags">
        {stop.stage && <Tag minimal>{stageLabel(stop.stage)}</Tag>}
        {stop.handover_code_required && (
          <Tag minimal intent={stop.handover_locked ? 'danger' : 'none'} icon="key">
            {stop.handover_locked ? t('runs.handoverLocked') : t('runs.handover')}
          </Tag>
        )}
      </div>
      {canWrite && (
        <div className="wb-runs-stop-actions">
          <Button
            size="small"
            variant="minimal"
            icon="arrow-up"
            aria-label={t('runs.moveUp', { code: named })}
            disabled={position === 1}
            onClick={() => onMove(-1)}
          />
          <Button
            size="small"
            variant="minimal"
            icon="arrow-down"
            aria-label={t('runs.moveDown', { code: named })}
            disabled={last}
            onClick={() => onMove(1)}
          />
          <Button
            size="small"
            variant="minimal"
            intent="danger"
            icon="cross"
            aria-label={t('runs.remove', { code: named })}
            onClick={onRemove}
          />
        </div>
      )}
    </li>
  );
}
