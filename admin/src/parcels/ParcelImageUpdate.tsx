import { Card, NonIdealState } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  listParcels,
  parcelImageSchema,
  problem,
  trackParcel,
  uploadParcelImage,
  type Parcel,
} from '@waybill/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { parcelPaths } from '../app/paths';
import { setEndpointData, useEndpointMutation } from '../app/queries';
import {
  Form,
  FormErrors,
  FormSuccess,
  ImageField,
  SubmitButton,
  showSuccess,
  useFormSubmit,
  useSchemaForm,
} from '../forms';
import { t } from '../i18n/i18n';
import { LinkButton } from '../layout/LinkButton';
import { ParcelEditScreen } from './ParcelGate';
import { parcelImageUrl } from './format';

/** /control/parcels/{code}/update-image: choose a photo, see it, upload it. */
export function ParcelImageUpdate() {
  return (
    <ParcelEditScreen
      title={t('parcels.action.update_image')}
      documentTitle={(code) => t('parcels.image.document_title', { code })}
    >
      {(found) => <ParcelImageForm parcel={found} />}
    </ParcelEditScreen>
  );
}

function ParcelImageForm({ parcel }: { parcel: Parcel }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Files do not round-trip through form values: the chosen one is kept here.
  const [file, setFile] = useState<File | null>(null);
  const form = useSchemaForm(parcelImageSchema, { defaultValues: { id: parcel.id } });
  const upload = useEndpointMutation(uploadParcelImage, {
    invalidates: [listParcels, trackParcel],
  });
  const { onSubmit, fetching, message, clear } = useFormSubmit(form, {
    successMessage: t('parcels.image.done'),
    check: () => (file ? [] : [problem('image.required')]),
    send: (data) => {
      // A multipart form; the server checks the file's content.
      const body = new FormData();
      body.set('id', String(data.id));
      if (file) body.set('image', file);
      return upload.mutateAsync({ body });
    },
    onSuccess: ({ data: saved }) => {
      setEndpointData(queryClient, trackParcel, { params: { code: saved.tracking_code } }, saved);
      void showSuccess(t('parcels.image.done'));
      void navigate(parcelPaths.detail(saved.tracking_code));
    },
  });

  return (
    <div className="wb-two-columns">
      <Form form={form} onSubmit={onSubmit}>
        <ImageField
          label={t('parcels.image.field')}
          name="image"
          file={file}
          onFileChange={(chosen) => {
            setFile(chosen);
            clear();
          }}
          helperText={t('parcels.image.help')}
        />
        <FormErrors />
        <FormSuccess message={message} />
        <div className="wb-form-actions">
          <SubmitButton text={t('parcels.image.submit')} icon="upload" fetching={fetching} />
          <LinkButton
            to={parcelPaths.detail(parcel.tracking_code)}
            minimal
            text={t('parcels.cancel')}
          />
        </div>
      </Form>
      <Card className="wb-detail-card">
        <h2>{t('parcels.image.current')}</h2>
        {parcel.image ? (
          <img
            className="wb-parcel-image"
            src={parcelImageUrl(parcel.image)}
            alt={t('parcels.image.current_alt', { code: parcel.tracking_code })}
          />
        ) : (
          <NonIdealState icon="media" title={t('parcels.detail.no_image')} layout="horizontal" />
        )}
      </Card>
    </div>
  );
}
