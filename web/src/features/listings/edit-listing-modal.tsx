import { useEffect } from 'react';
import { Form, Modal } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../lib/notify';
import type { z } from 'zod';
import { BONUS_OPTIONS, bonusToOption, listingUpdateSchema, type Listing } from '@dawalink/shared';
import { MSG } from '../../lib/i18n';
import { errorMessage } from '../../lib/api';
import { listingKeys, listingsApi } from './listings-api';
import { ModalSaveFooter } from '../../components/modal-save-footer';
import { FieldError, FormAlert, invalidProps } from '../../components/form-errors';

type FormInput = z.input<typeof listingUpdateSchema>;
type FormOutput = z.output<typeof listingUpdateSchema>;

interface EditListingModalProps {
  listing: Listing | null;
  onClose(): void;
}

/** The spec's "Edit Form": offer, bonus and total price of one listing; Enter submits. */
export function EditListingModal({ listing, onClose }: EditListingModalProps) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(listingUpdateSchema) });

  useEffect(() => {
    if (listing)
      reset({
        offer: String(listing.offer),
        bonus: bonusToOption(listing.bonus),
        total_price: String(listing.total_price),
      });
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
        <Modal.Header closeButton closeLabel="Dismiss">
          <Modal.Title id="edit-listing-title">Edit Form</Modal.Title>
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
            <Form.Label>Offer (%)</Form.Label>
            <Form.Control
              type="number"
              inputMode="decimal"
              step="any"
              min={0}
              max={100}
              {...invalidProps('edit-offer', errors.offer)}
              {...register('offer')}
            />
            <Form.Text muted>Percent off the T.P a buyer pays on every unit ordered; empty means 0.</Form.Text>
            <FieldError fieldId="edit-offer" error={errors.offer} />
          </Form.Group>
          <Form.Group className="mb-3" controlId="edit-bonus">
            <Form.Label>Bonus</Form.Label>
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
                  {b}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group className="mb-2" controlId="edit-total-price">
            <Form.Label>Total Price (Rs)</Form.Label>
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
        </Modal.Body>
        <ModalSaveFooter saving={save.isPending} onClose={onClose} />
      </Form>
    </Modal>
  );
}
