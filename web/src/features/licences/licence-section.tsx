import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Col, Form, ProgressBar, Row, Spinner } from 'react-bootstrap';
import type { z } from 'zod';
import {
  LICENCE_DOCUMENT_MAX_BYTES,
  LICENCE_DOCUMENT_TYPES,
  LICENCE_TYPES,
  licenceToday,
  type licenceUpdateSchema,
  PROVINCES,
  type Licence,
} from '@dawalink/shared';
import { errorMessage } from '../../lib/api';
import { lazyResolver } from '../../lib/lazy-resolver';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { licenceDocumentUrl, licenceKeys, licenceQueries } from '../../lib/licences';
import { FieldError, FormAlert, invalidProps } from '../../components/form-errors';
import { LicenceStatusBadge } from '../../components/licence-details';
import { PageSpinner } from '../../components/page-spinner';
import { licencesApi } from './licences-api';
import './licences.css';
import { licenceMsg } from '../../lib/i18n-licences';
import { partsUi } from '../../lib/i18n-parts';

type FormIn = z.input<typeof licenceUpdateSchema>;
type FormOut = z.output<typeof licenceUpdateSchema>;
const resolver = lazyResolver(() => import('./licence-resolvers').then((m) => m.updateResolver));

/** The retailer profile's "Drug-sale licence": its details, its document, and where the admin's review stands. */
export function LicenceSection() {
  const { user } = useSession();
  const id = user?.type === 'retailer' ? user.id : 0;
  const query = useQuery({ ...licenceQueries.retailer(id), enabled: id > 0 });
  const ref = useRef<HTMLElement>(null);

  // The checkout's "fix it in your profile" link lands here.
  useEffect(() => {
    if (query.isSuccess && window.location.hash === '#licence') ref.current?.scrollIntoView({ block: 'start' });
  }, [query.isSuccess]);

  if (id === 0) return null;
  return (
    <div className="container">
      <section id="licence" ref={ref} className="page-card profile-card licence-card" aria-labelledby="licence-title">
        <h2 id="licence-title" className="h5 mb-1">
          {licenceMsg().sectionTitle}
        </h2>
        <p className="text-muted small mb-3">{licenceMsg().sectionIntro}</p>
        {query.isPending && <PageSpinner label={licenceMsg().loading} />}
        {query.isError && <Alert variant="danger">{errorMessage(query.error)}</Alert>}
        {query.data && <LicenceForm retailerId={id} licence={query.data.licence} />}
      </section>
    </div>
  );
}

const toForm = (l: Licence | null): FormIn => ({
  number: l?.number ?? '',
  type: l?.type ?? 'pharmacy',
  province: l?.province ?? '',
  expires: l?.expires ?? '',
});

function LicenceForm({ retailerId, licence }: { retailerId: number; licence: Licence | null }) {
  const queryClient = useQueryClient();
  const T = licenceMsg();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<FormIn, unknown, FormOut>({ resolver, defaultValues: toForm(licence) });

  const saved = (next: Licence) => {
    queryClient.setQueryData(licenceQueries.retailer(retailerId).queryKey, (old) =>
      old ? { ...old, licence: next } : old,
    );
    void queryClient.invalidateQueries({ queryKey: licenceKeys.retailer(retailerId) });
  };
  const save = useMutation({
    mutationFn: (values: FormOut) => licencesApi.record(retailerId, values),
    onSuccess: (next) => {
      saved(next);
      reset(toForm(next));
      notify.success(licenceMsg().saved);
    },
    onError: (error) => setError('root.server', { message: errorMessage(error) }),
  });

  return (
    <>
      {licence && (
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3" data-testid="licence-status">
          <span className="small text-muted">{T.statusLabel}</span>
          <LicenceStatusBadge licence={licence} />
          {licence.status === 'rejected' && licence.reason && (
            <span className="small text-danger" role="note">
              {T.rejectedBecause(licence.reason)}
            </span>
          )}
        </div>
      )}
      <Form noValidate onSubmit={handleSubmit((values) => save.mutate(values))} onFocus={resolver.preload}>
        <FormAlert message={errors.root?.server?.message} />
        <Row className="g-3 mb-3">
          <Col sm={6}>
            <Form.Group controlId="licence-number">
              <Form.Label>{T.numberLabel}</Form.Label>
              <Form.Control
                autoComplete="off"
                maxLength={40}
                {...invalidProps('licence-number', errors.number)}
                {...register('number')}
              />
              <FieldError fieldId="licence-number" error={errors.number} />
            </Form.Group>
          </Col>
          <Col sm={6}>
            <Form.Group controlId="licence-type">
              <Form.Label>{T.typeLabel}</Form.Label>
              <Form.Select {...invalidProps('licence-type', errors.type)} {...register('type')}>
                {LICENCE_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {partsUi().licenceType[t]}
                  </option>
                ))}
              </Form.Select>
              <FieldError fieldId="licence-type" error={errors.type} />
            </Form.Group>
          </Col>
          <Col sm={6}>
            <Form.Group controlId="licence-province">
              <Form.Label>{T.provinceLabel}</Form.Label>
              <Form.Select {...invalidProps('licence-province', errors.province)} {...register('province')}>
                <option value="">{T.choose}</option>
                {PROVINCES.map((p) => (
                  <option key={p} value={p}>
                    {T.provinceName[p]}
                  </option>
                ))}
              </Form.Select>
              <FieldError fieldId="licence-province" error={errors.province} />
            </Form.Group>
          </Col>
          <Col sm={6}>
            <Form.Group controlId="licence-expires">
              <Form.Label>{T.expiryLabel}</Form.Label>
              <Form.Control
                type="date"
                min={licenceToday()}
                {...invalidProps('licence-expires', errors.expires)}
                {...register('expires')}
              />
              <FieldError fieldId="licence-expires" error={errors.expires} />
            </Form.Group>
          </Col>
        </Row>
        <div className="profile-actions d-flex justify-content-end">
          <Button type="submit" disabled={!isDirty || save.isPending}>
            {save.isPending ? <Spinner size="sm" role="status" aria-label={T.saving} /> : T.save}
          </Button>
        </div>
      </Form>
      <hr />
      <DocumentUpload retailerId={retailerId} licence={licence} onUploaded={saved} />
    </>
  );
}

const ACCEPT = LICENCE_DOCUMENT_TYPES.join(',');
const MAX_MB = LICENCE_DOCUMENT_MAX_BYTES / (1024 * 1024);

/** The licence's photo or PDF: checked here for a quick answer, and again (by its bytes) on the server. */
function DocumentUpload({
  retailerId,
  licence,
  onUploaded,
}: {
  retailerId: number;
  licence: Licence | null;
  onUploaded(l: Licence): void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setErrorText] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const T = licenceMsg();
  const upload = useMutation({
    mutationFn: (f: File) => licencesApi.upload(retailerId, f, setProgress),
    onSuccess: (next) => {
      onUploaded(next);
      setFile(null);
      if (inputRef.current) inputRef.current.value = '';
      notify.success(licenceMsg().uploaded);
    },
    onError: (e) => setErrorText(errorMessage(e)),
    onSettled: () => setProgress(null),
  });

  const choose = (f: File | undefined) => {
    setErrorText(null);
    setFile(null);
    if (!f) return;
    if (f.size > LICENCE_DOCUMENT_MAX_BYTES) setErrorText(licenceMsg().fileTooLarge(MAX_MB));
    else if (f.type && !(LICENCE_DOCUMENT_TYPES as readonly string[]).includes(f.type))
      setErrorText(licenceMsg().fileType);
    else setFile(f);
  };

  const doc = licence?.document;
  return (
    <div>
      <Form.Group controlId="licence-document" className="mb-2">
        <Form.Label>{T.documentLabel}</Form.Label>
        <Form.Control
          ref={inputRef}
          type="file"
          accept={ACCEPT}
          disabled={!licence || upload.isPending}
          isInvalid={Boolean(error)}
          aria-describedby="licence-document-help"
          onChange={(e) => choose((e.target as HTMLInputElement).files?.[0])}
        />
        <Form.Text id="licence-document-help" muted>
          {licence ? T.documentHint(MAX_MB) : T.saveDetailsFirst}
        </Form.Text>
        {error && (
          <Form.Control.Feedback type="invalid" role="alert" className="d-block">
            {error}
          </Form.Control.Feedback>
        )}
      </Form.Group>
      {progress !== null && (
        <ProgressBar now={progress} label={`${progress}%`} className="mb-2" aria-label={T.uploadProgress} />
      )}
      <div className="profile-actions d-flex justify-content-end mb-3">
        <Button
          variant="outline-primary"
          disabled={!file || upload.isPending}
          onClick={() => file && upload.mutate(file)}
        >
          {upload.isPending ? T.uploading : T.upload}
        </Button>
      </div>
      {doc && (
        <div className="licence-current small">
          <div className="text-muted mb-1">{T.uploadedDocument}</div>
          {doc.content_type === 'application/pdf' ? (
            <a href={licenceDocumentUrl(retailerId, doc.uploaded_at)} download>
              {T.downloadPdf}
            </a>
          ) : (
            <img
              className="licence-thumb border rounded"
              src={licenceDocumentUrl(retailerId, doc.uploaded_at)}
              alt={T.uploadedAlt}
            />
          )}
        </div>
      )}
    </div>
  );
}
