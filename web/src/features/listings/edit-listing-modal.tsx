import { useEffect } from 'react';
import { Col, Form, Modal, Row } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../lib/notify';
import type { z } from 'zod';
import { BONUS_NONE, BONUS_OPTIONS, bonusToOption, listingEditFormSchema, type Listing } from '@dawalink/shared';
import { errorMessage } from '../../lib/api';
import { listingKeys, listingsApi } from './listings-api';
import { ModalSaveFooter } from '../../components/modal-save-footer';
import { FieldError, FormAlert, invalidProps } from '../../components/form-errors';
import { MSG } from '../../lib/i18n';
import { listingsUi } from '../../lib/i18n-listings-ui';
import { partsUi } from '../../lib/i18n-parts';

type FormInput = z.input<typeof listingEditFormSchema>;
type FormOutput = z.output<typeof listingEditFormSchema>;

interface EditListingModalProps {
  listing: Listing | null;
  onClose(): void;
}

/**
 * The spec's "Edit Form": offer, bonus and total price of one listing; Enter submits. Below them the listing's
 * trade terms: a "buy N get M free" scheme with optional dates (beside the bonus label, which stays as it is) and
 * the pack multiple a retailer must order in.
 */
export function EditListingModal({ listing, onClose }: EditListingModalProps) {
  const T = listingsUi();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(listingEditFormSchema) });

  useEffect(() => {
    if (listing) {
      reset({
        offer: String(listing.offer),
        bonus: bonusToOption(listing.bonus),
        total_price: String(listing.total_price),
        scheme_buy: listing.scheme ? String(listing.scheme.buy) : '',
        scheme_free: listing.scheme ? String(listing.scheme.free) : '',
        scheme_starts: listing.scheme?.starts ?? '',
        scheme_ends: listing.scheme?.ends ?? '',
        pack_multiple: String(listing.pack_multiple ?? 1),
      });
    }
  }, [listing, reset]);

  const save = useMutation({
    mutationFn: (values: FormOutput) => listingsApi.update(listing!, values),
    onSuccess: async () => {
      notify.success(MSG.updatedSuccessfully);
      await queryClient.invalidateQueries({ queryKey: listingKeys.all() });
      onClose();
    },
    onError: (error) => {
      console.error('listing update failed', error);
      setError('root.server', { message: errorMessage(error) });
    },
  });

  const onSubmit = handleSubmit(
    (values) => save.mutate(values),
    () => setError('root.server', { message: MSG.requiredFields }),
  );

  return (
    <Modal show={listing !== null} onHide={onClose} centered aria-labelledby="edit-listing-title">
      <Form noValidate onSubmit={onSubmit}>
        <Modal.Header closeButton closeLabel={partsUi().dismiss}>
          <Modal.Title id="edit-listing-title">{T.editForm}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <FormAlert message={errors.root?.server?.message} />
          {listing && (
            <p className="mb-3">
              <strong>{listing.product_name}</strong>
              <br />
              <span className="text-muted small">{listing.manufacturer}</span>
            </p>
          )}
          {/* The spec's item name and brand fields: kept, hidden; the server takes them from the catalogue anyway. */}
          <input type="hidden" name="product_name" value={listing?.product_name ?? ''} readOnly />
          <input type="hidden" name="manufacturer" value={listing?.manufacturer ?? ''} readOnly />
          <Form.Group className="mb-3" controlId="edit-offer">
            {/* A percentage off T.P, taken off every line ordered (the spec's "Offer (Rs)" label was wrong). */}
            <Form.Label>{T.offerPercent}</Form.Label>
            <Form.Control
              type="number"
              inputMode="decimal"
              step="any"
              min={0}
              max={100}
              {...invalidProps('edit-offer', errors.offer)}
              {...register('offer')}
            />
            <Form.Text muted>{T.offerHint}</Form.Text>
            <FieldError fieldId="edit-offer" error={errors.offer} />
          </Form.Group>
          <Form.Group className="mb-3" controlId="edit-bonus">
            <Form.Label>{T.bonus}</Form.Label>
            <Form.Select
              {...invalidProps('edit-bonus', errors.bonus)}
              {...register('bonus')}
              onKeyDown={(e) => {
                // A select does not submit its form on Enter by itself; the spec wants Enter to submit.
                if (e.key === 'Enter') {
                  e.preventDefault();
                  e.currentTarget.form?.requestSubmit();
                }
              }}
            >
              {/* A bonus typed in the catalogue that is not in the fixed list stays selectable. */}
              {listing && !(BONUS_OPTIONS as readonly string[]).includes(bonusToOption(listing.bonus)) && (
                <option value={listing.bonus}>{listing.bonus}</option>
              )}
              {BONUS_OPTIONS.map((b) => (
                <option key={b} value={b}>
                  {b === BONUS_NONE ? T.bonusNone : b}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group className="mb-2" controlId="edit-total-price">
            <Form.Label>{T.totalPrice}</Form.Label>
            <Form.Control
              type="number"
              inputMode="decimal"
              step="any"
              min={0}
              {...invalidProps('edit-total-price', errors.total_price)}
              {...register('total_price')}
            />
            <FieldError fieldId="edit-total-price" error={errors.total_price} />
          </Form.Group>
          <fieldset className="border-top pt-3 mt-3">
            <legend className="h6 mb-1">{T.scheme}</legend>
            <p className="text-muted small mb-2">{T.schemeHint}</p>
            <Row className="g-2">
              <Col xs={6}>
                <Form.Group controlId="edit-scheme-buy">
                  <Form.Label>{T.buy}</Form.Label>
                  <Form.Control
                    type="number"
                    inputMode="numeric"
                    min={1}
                    step={1}
                    {...invalidProps('edit-scheme-buy', errors.scheme_buy)}
                    {...register('scheme_buy')}
                  />
                  <FieldError fieldId="edit-scheme-buy" error={errors.scheme_buy} />
                </Form.Group>
              </Col>
              <Col xs={6}>
                <Form.Group controlId="edit-scheme-free">
                  <Form.Label>{T.free}</Form.Label>
                  <Form.Control
                    type="number"
                    inputMode="numeric"
                    min={1}
                    step={1}
                    {...invalidProps('edit-scheme-free', errors.scheme_free)}
                    {...register('scheme_free')}
                  />
                  <FieldError fieldId="edit-scheme-free" error={errors.scheme_free} />
                </Form.Group>
              </Col>
              <Col xs={6}>
                <Form.Group controlId="edit-scheme-starts">
                  <Form.Label>{T.starts}</Form.Label>
                  <Form.Control
                    type="date"
                    {...invalidProps('edit-scheme-starts', errors.scheme_starts)}
                    {...register('scheme_starts')}
                  />
                  <FieldError fieldId="edit-scheme-starts" error={errors.scheme_starts} />
                </Form.Group>
              </Col>
              <Col xs={6}>
                <Form.Group controlId="edit-scheme-ends">
                  <Form.Label>{T.ends}</Form.Label>
                  <Form.Control
                    type="date"
                    {...invalidProps('edit-scheme-ends', errors.scheme_ends)}
                    {...register('scheme_ends')}
                  />
                  <FieldError fieldId="edit-scheme-ends" error={errors.scheme_ends} />
                </Form.Group>
              </Col>
            </Row>
          </fieldset>
          <Form.Group className="mt-3 mb-2" controlId="edit-pack-multiple">
            <Form.Label>{T.packOf}</Form.Label>
            <Form.Control
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              {...invalidProps('edit-pack-multiple', errors.pack_multiple)}
              {...register('pack_multiple')}
            />
            <Form.Text muted>{T.packHint}</Form.Text>
            <FieldError fieldId="edit-pack-multiple" error={errors.pack_multiple} />
          </Form.Group>
        </Modal.Body>
        <ModalSaveFooter saving={save.isPending} onClose={onClose} />
      </Form>
    </Modal>
  );
}
