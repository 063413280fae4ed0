import { Card, NonIdealState } from '@blueprintjs/core';
import { parcelImageSchema, type Parcel } from '@waybill/shared';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { api } from '../app/api';
import { parcelPaths } from '../app/paths';
import {
  Form,
  FormErrors,
  FormSuccess,
  ImageField,
  SubmitButton,
  showSuccess,
  succeeded,
  useSubmit,
} from '../forms';
import { LinkButton } from '../layout/LinkButton';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { ParcelBreadcrumbs } from './ParcelBreadcrumbs';
import { ParcelGate } from './ParcelGate';
import { parcelImageUrl } from './format';
import { useParcel } from './useParcel';

interface ImageValues {
  id: number;
  image: File | null;
}

/** /control/parcels/{code}/update-image: choose a photo, see it, upload it. */
export function ParcelImageUpdate() {
  const code = useParams().id ?? '';
  useDocumentTitle(`Update image ${code}`);
  const parcel = useParcel(code);
  return (
    <section>
      <ParcelBreadcrumbs code={code} current="Update image" />
      <h1>Update image</h1>
      <ParcelGate code={code} parcel={parcel} loadingText="Fetching Data ...">
        {(found) => <ParcelImageForm parcel={found} />}
      </ParcelGate>
    </section>
  );
}

function ParcelImageForm({ parcel }: { parcel: Parcel }) {
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const { submit, fetching, errors, message, reset } = useSubmit(
    parcelImageSchema,
    (data) => {
      // The file was checked by `check`; the server checks its content.
      const body = new FormData();
      body.set('id', String(data.id));
      if (file) body.set('image', file);
      return api.sendForm<Parcel>('/api/parcels/image', body);
    },
    { check: (values: ImageValues) => (values.image ? [] : ['Choose an image to upload']) },
  );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = await submit({ id: parcel.id, image: file });
    if (succeeded(result)) {
      void showSuccess(result.message || 'Image uploaded');
      void navigate(parcelPaths.detail(parcel.tracking_code));
    }
  };

  return (
    <div className="wb-two-columns">
      <Form onSubmit={(event) => void onSubmit(event)}>
        <ImageField
          label="Image"
          name="image"
          file={file}
          onFileChange={(chosen) => {
            setFile(chosen);
            reset();
          }}
          helperText="A JPEG or PNG photo, at most 5 MB."
        />
        <FormErrors errors={errors} />
        <FormSuccess message={message} />
        <div className="wb-form-actions">
          <SubmitButton text="Upload image" icon="upload" fetching={fetching} />
          <LinkButton to={parcelPaths.detail(parcel.tracking_code)} minimal text="Cancel" />
        </div>
      </Form>
      <Card className="wb-detail-card">
        <h2>Current image</h2>
        {parcel.image ? (
          <img
            className="wb-parcel-image"
            src={parcelImageUrl(parcel.image)}
            alt={`Current photo of parcel ${parcel.tracking_code}`}
          />
        ) : (
          <NonIdealState icon="media" title="No image yet" layout="horizontal" />
        )}
      </Card>
    </div>
  );
}
