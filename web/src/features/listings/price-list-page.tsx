import { useId, useRef, useState } from 'react';
import { Alert, Button, Form, ProgressBar } from 'react-bootstrap';
import { useQueryClient } from '@tanstack/react-query';
import { notify } from '../../lib/notify';
import {
  formatNumber,
  PRICE_LIST_COLUMNS,
  PRICE_LIST_MAX_BYTES,
  type PriceListApplyResult,
  type PriceListPreview,
} from '@dawalink/shared';
import { beyondMsg } from '../../lib/i18n-beyond';
import { listingsUi } from '../../lib/i18n-listings-ui';
import { ApiError, errorMessage } from '../../lib/api';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { listingKeys, listingsApi } from './listings-api';
import { PriceListPreviewTable } from './price-list-preview-table';
import './price-list.css';

type Phase =
  | { kind: 'idle' }
  | { kind: 'uploading'; fraction: number }
  | { kind: 'preview'; preview: PriceListPreview }
  | { kind: 'applying'; preview: PriceListPreview }
  | { kind: 'done'; result: PriceListApplyResult };

const ACCEPT = '.csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Seller: download the price list, upload a changed one (CSV or Excel), preview every row, apply all at once. */
export default function PriceListPage() {
  const T = listingsUi();
  const queryClient = useQueryClient();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [skipRefused, setSkipRefused] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [dragOver, setDragOver] = useState(false);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setPhase({ kind: 'idle' });
    setSkipRefused(false);
  };

  const previewFile = async () => {
    if (!file) return;
    // The server refuses these too; saying so here saves uploading 10 MB for nothing.
    if (file.size > PRICE_LIST_MAX_BYTES) return void notify.error(beyondMsg().fileTooLarge);
    if (file.size === 0) return void notify.error(beyondMsg().fileEmpty);
    setPhase({ kind: 'uploading', fraction: 0 });
    try {
      const preview = await listingsApi.previewPriceList(file, (fraction) => setPhase({ kind: 'uploading', fraction }));
      setPhase({ kind: 'preview', preview });
      setSkipRefused(false);
    } catch (error) {
      setPhase({ kind: 'idle' });
      notify.error(errorMessage(error));
    }
  };

  const applyPreview = async () => {
    if (phase.kind !== 'preview') return;
    const { preview } = phase;
    setConfirming(false);
    setPhase({ kind: 'applying', preview });
    try {
      const result = await listingsApi.applyPriceList(preview.import_id, skipRefused);
      await queryClient.invalidateQueries({ queryKey: listingKeys.all() });
      notify.success(beyondMsg().priceListApplied(result.inserted, result.updated));
      setPhase({ kind: 'done', result });
      setFile(null);
      if (inputRef.current) inputRef.current.value = '';
    } catch (error) {
      notify.error(errorMessage(error));
      // An expired or already used preview cannot be applied again: start over with the file.
      setPhase(error instanceof ApiError && error.status === 400 ? { kind: 'preview', preview } : { kind: 'idle' });
    }
  };

  const preview = phase.kind === 'preview' || phase.kind === 'applying' ? phase.preview : null;
  const changes = preview ? preview.counts.new + preview.counts.changed : 0;
  const refused = preview?.counts.refused ?? 0;
  const canApply = phase.kind === 'preview' && changes > 0 && (refused === 0 || skipRefused);

  return (
    <main className="container py-4 seller-page">
      <h1 className="h3 mb-1">{T.priceList}</h1>
      <p className="text-muted">{T.priceListIntro}</p>

      <section className="page-card mb-3" aria-labelledby="pl-download">
        <h2 className="h5" id="pl-download">
          {T.download}
        </h2>
        <p className="mb-2 small text-muted">{T.downloadHint(PRICE_LIST_COLUMNS.join(', '))}</p>
        <Button as="a" href="/api/PriceList/export" download variant="outline-primary">
          {T.downloadPriceList}
        </Button>
      </section>

      <section className="page-card mb-3" aria-labelledby="pl-upload">
        <h2 className="h5" id="pl-upload">
          {T.upload}
        </h2>
        <div
          className={`price-drop mb-3${dragOver ? ' is-over' : ''}`}
          onDragOver={(e) => {
            e.preventDefault();
            setDragOver(true);
          }}
          onDragLeave={() => setDragOver(false)}
          onDrop={(e) => {
            e.preventDefault();
            setDragOver(false);
            choose(e.dataTransfer.files[0] ?? null);
          }}
        >
          <Form.Group controlId={inputId}>
            <Form.Label className="fw-semibold">{T.priceListFile}</Form.Label>
            <Form.Control
              ref={inputRef}
              type="file"
              accept={ACCEPT}
              disabled={phase.kind === 'uploading' || phase.kind === 'applying'}
              onChange={(e) => choose((e.target as HTMLInputElement).files?.[0] ?? null)}
            />
            <Form.Text>{T.fileHint}</Form.Text>
          </Form.Group>
        </div>
        <Button
          onClick={() => void previewFile()}
          disabled={!file || phase.kind === 'uploading' || phase.kind === 'applying'}
        >
          {T.preview}
        </Button>

        {phase.kind === 'uploading' && (
          <div className="mt-3">
            {phase.fraction < 1 ? (
              <ProgressBar
                now={Math.round(phase.fraction * 100)}
                label={`${Math.round(phase.fraction * 100)}%`}
                aria-label={T.uploadingLabel}
              />
            ) : (
              <ProgressBar now={100} animated striped label={T.checkingRows} aria-label={T.checkingRowsLabel} />
            )}
            <div className="small text-muted mt-1" role="status">
              {phase.fraction < 1 ? T.uploadingFile(file?.name ?? '') : T.checkingAgainstCatalogue}
            </div>
          </div>
        )}
      </section>

      {phase.kind === 'done' && (
        <Alert variant="success" className="page-card" role="status">
          <Alert.Heading as="h2" className="h5">
            {beyondMsg().priceListApplied(phase.result.inserted, phase.result.updated)}
          </Alert.Heading>
          <p className="mb-0">
            {T.appliedSummary(
              formatNumber(phase.result.unchanged),
              phase.result.skipped > 0 ? formatNumber(phase.result.skipped) : null,
            )}
          </p>
        </Alert>
      )}

      {preview && (
        <section className="page-card" aria-labelledby="pl-preview">
          <h2 className="h5" id="pl-preview">
            {T.preview}
          </h2>
          {preview.encoding === 'windows-1252' && (
            <Alert variant="info" className="py-2 small">
              {T.notUtf8}
            </Alert>
          )}
          {refused > 0 && (
            <Alert variant="warning" className="py-2">
              <div className="mb-1">{T.refusedRows(refused)}</div>
              <Form.Check
                className="price-skip"
                id="pl-skip-refused"
                type="checkbox"
                label={T.skipRefused(refused)}
                checked={skipRefused}
                onChange={(e) => setSkipRefused(e.target.checked)}
                disabled={phase.kind === 'applying'}
              />
            </Alert>
          )}
          <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
            <Button onClick={() => setConfirming(true)} disabled={!canApply}>
              {changes === 0 ? T.nothingToApply : T.applyChanges(changes)}
            </Button>
            <Button variant="outline-secondary" onClick={() => choose(null)} disabled={phase.kind === 'applying'}>
              {T.cancel}
            </Button>
          </div>
          {phase.kind === 'applying' && (
            <div className="mb-3">
              <ProgressBar now={100} animated striped label={T.applying} aria-label={T.applyingLabel} />
            </div>
          )}
          <PriceListPreviewTable key={preview.import_id} preview={preview} />
        </section>
      )}

      <ConfirmDialog
        show={confirming}
        message={
          preview ? T.applyConfirm(formatNumber(preview.counts.new), formatNumber(preview.counts.changed)) : undefined
        }
        confirmLabel={T.apply}
        onConfirm={() => void applyPreview()}
        onCancel={() => setConfirming(false)}
      />
    </main>
  );
}
