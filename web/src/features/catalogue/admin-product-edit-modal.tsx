import { useEffect } from 'react';
import { Form, Modal } from 'react-bootstrap';
import { useForm, useWatch } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../lib/notify';
import { type CatalogueProduct } from '@dawalink/shared';
import { MSG } from '../../lib/i18n';
import { errorMessage } from '../../lib/api';
import { AdminProductFields } from './admin-product-fields';
import { catalogueApi, catalogueKeys } from './catalogue-api';
import { emptyProductForm, productToForm, updateResolver, type ProductFormValues } from './product-form';
import { ModalSaveFooter } from '../../components/modal-save-footer';
import { FormAlert } from '../../components/form-errors';
import { adminUi } from '../../lib/i18n-admin-ui';

/** The edit modal: every field of the product; Enter or Save Changes saves, Close drops the changes. */
export function AdminProductEditModal({ product, onHide }: { product: CatalogueProduct | null; onHide(): void }) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    control,
    setError,
    formState: { errors },
  } = useForm<ProductFormValues, unknown, Parameters<typeof catalogueApi.update>[1]>({
    resolver: updateResolver,
    defaultValues: product ? productToForm(product) : emptyProductForm,
  });
  useEffect(() => {
    if (product) reset(productToForm(product));
  }, [product, reset]);
  const productName = useWatch({ control, name: 'product_name' }) ?? '';

  const save = useMutation({
    mutationFn: (body: Parameters<typeof catalogueApi.update>[1]) => catalogueApi.update(product!.id, body),
    onSuccess: async () => {
      notify.success(MSG.updatedSuccessfully);
      await queryClient.invalidateQueries({ queryKey: catalogueKeys.all() });
      onHide();
    },
    onError: (error) => setError('root.server', { message: errorMessage(error) }),
  });

  const onSubmit = handleSubmit(
    (values) => save.mutate(values),
    () => setError('root.server', { message: MSG.requiredFields }),
  );

  return (
    <Modal show={product !== null} onHide={onHide} centered size="lg" aria-labelledby="edit-product-title">
      <Form noValidate onSubmit={onSubmit} onFocus={updateResolver.preload}>
        <Modal.Header closeButton closeLabel={adminUi().dismiss}>
          <Modal.Title id="edit-product-title">{adminUi().editProduct}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <FormAlert message={errors.root?.server?.message} />
          <AdminProductFields
            idPrefix="edit-product"
            register={register}
            errors={errors}
            productName={productName}
            currentManufacturer={product?.manufacturer}
            currentBonus={product?.bonus || undefined}
            compact
          />
        </Modal.Body>
        <ModalSaveFooter saving={save.isPending} onClose={onHide} />
      </Form>
    </Modal>
  );
}
