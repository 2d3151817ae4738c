import type { ReactNode } from 'react';
import { Col, Form, InputGroup, Row } from 'react-bootstrap';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { BONUS_NONE, BONUS_OPTIONS, MANUFACTURERS, MAX_NAME, productCode } from '@dawalink/shared';
import { MANUFACTURER_PLACEHOLDER, type ProductFormValues } from './product-form';
import { FieldError, invalidProps } from '../../components/form-errors';
import { adminUi } from '../../lib/i18n-admin-ui';

interface AdminProductFieldsProps {
  /** Keeps the ids of the add form and the edit modal apart. */
  idPrefix: string;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
  /** The name typed so far: the code box shows the code the server will derive from it. */
  productName: string;
  /** Values stored on a product that the fixed lists lack (an older brand or bonus), kept selectable. */
  currentManufacturer?: string;
  currentBonus?: string;
  /** Column widths: the add form spreads over a wide card, the modal stacks in two columns. */
  compact?: boolean;
  /** The submit button of the add form, placed in the grid's last cell. */
  action?: ReactNode;
}

/**
 * The manufacturers in alphabetical order, case ignored, sorted once. They were sorted on every render of the form
 * (which re-renders as the name is typed) with localeCompare and options, which makes a collator per comparison: 20 ms
 * a render on a desk, 90 at a phone's speed. The names are plain ASCII, for which lower-casing orders them as
 * localeCompare's base sensitivity does (admin-product-fields.test.ts).
 */
export const SORTED_MANUFACTURERS: readonly string[] = [...MANUFACTURERS].sort((a, b) => {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
});

/** The admin product's fields, shared by the add form and the edit modal. */
export function AdminProductFields({
  idPrefix,
  register,
  errors,
  productName,
  currentManufacturer,
  currentBonus,
  compact,
  action,
}: AdminProductFieldsProps) {
  const manufacturers: string[] = [...SORTED_MANUFACTURERS];
  if (
    currentManufacturer &&
    currentManufacturer !== MANUFACTURER_PLACEHOLDER &&
    !manufacturers.includes(currentManufacturer)
  ) {
    manufacturers.unshift(currentManufacturer);
  }
  const bonuses: string[] = [...BONUS_OPTIONS];
  if (currentBonus && !bonuses.includes(currentBonus)) bonuses.push(currentBonus);
  // Add form: name and brand lead, the numbers follow on a second line; the modal: two columns, then three.
  const size = compact
    ? { name: { xs: 12, sm: 6 }, brand: { xs: 12, sm: 6 }, num: { xs: 6, sm: 4 }, code: { xs: 6, sm: 6 } }
    : {
        name: { xs: 12, md: 6, lg: 5 },
        brand: { xs: 12, md: 6, lg: 4 },
        num: { xs: 6, md: 4, lg: 3 },
        code: { xs: 6, md: 6, lg: 3 },
      };
  const defaultCode = productName.trim() ? productCode(productName.trim()) : '';
  const T = adminUi();

  return (
    <Row className="g-3">
      <Col {...size.name}>
        <Form.Group controlId={`${idPrefix}-name`}>
          <Form.Label>{T.productName}</Form.Label>
          <Form.Control
            maxLength={MAX_NAME}
            autoComplete="off"
            {...invalidProps(`${idPrefix}-name`, errors.product_name)}
            {...register('product_name')}
          />
          <FieldError fieldId={`${idPrefix}-name`} error={errors.product_name} />
        </Form.Group>
      </Col>
      <Col {...size.brand}>
        <Form.Group controlId={`${idPrefix}-manufacturer`}>
          <Form.Label>{T.manufacturer}</Form.Label>
          <Form.Select {...invalidProps(`${idPrefix}-manufacturer`, errors.manufacturer)} {...register('manufacturer')}>
            <option value={MANUFACTURER_PLACEHOLDER}>{T.selectManufacturer}</option>
            {manufacturers.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </Form.Select>
          <FieldError fieldId={`${idPrefix}-manufacturer`} error={errors.manufacturer} />
        </Form.Group>
      </Col>
      <Col {...size.num}>
        <Form.Group controlId={`${idPrefix}-offer`}>
          <Form.Label>{T.offer}</Form.Label>
          <InputGroup hasValidation>
            <Form.Control
              type="number"
              inputMode="decimal"
              min={0}
              max={100}
              step="0.01"
              placeholder="0"
              {...invalidProps(`${idPrefix}-offer`, errors.offer)}
              {...register('offer')}
            />
            <InputGroup.Text>%</InputGroup.Text>
            <FieldError fieldId={`${idPrefix}-offer`} error={errors.offer} />
          </InputGroup>
        </Form.Group>
      </Col>
      <Col {...size.num}>
        <Form.Group controlId={`${idPrefix}-bonus`}>
          <Form.Label>{T.bonus}</Form.Label>
          <Form.Select {...invalidProps(`${idPrefix}-bonus`, errors.bonus)} {...register('bonus')}>
            {bonuses.map((b) => (
              <option key={b} value={b}>
                {b === BONUS_NONE ? T.bonusNone : b}
              </option>
            ))}
          </Form.Select>
          <FieldError fieldId={`${idPrefix}-bonus`} error={errors.bonus} />
        </Form.Group>
      </Col>
      <Col {...size.num}>
        <Form.Group controlId={`${idPrefix}-price`}>
          <Form.Label>{T.totalPrice}</Form.Label>
          <InputGroup hasValidation>
            <InputGroup.Text>{T.rupees}</InputGroup.Text>
            <Form.Control
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              {...invalidProps(`${idPrefix}-price`, errors.total_price)}
              {...register('total_price')}
            />
            <FieldError fieldId={`${idPrefix}-price`} error={errors.total_price} />
          </InputGroup>
        </Form.Group>
      </Col>
      <Col {...size.num}>
        <Form.Group controlId={`${idPrefix}-retail`}>
          <Form.Label>
            {T.retailPrice} <span className="text-muted fw-normal small text-nowrap">{T.optional}</span>
          </Form.Label>
          <InputGroup hasValidation>
            <InputGroup.Text>{T.rupees}</InputGroup.Text>
            <Form.Control
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              {...invalidProps(`${idPrefix}-retail`, errors.retail_price)}
              {...register('retail_price')}
            />
            <FieldError fieldId={`${idPrefix}-retail`} error={errors.retail_price} />
          </InputGroup>
        </Form.Group>
      </Col>
      <Col {...size.code}>
        <Form.Group controlId={`${idPrefix}-code`}>
          <Form.Label>
            {T.productCode} <span className="text-muted fw-normal small text-nowrap">{T.optional}</span>
          </Form.Label>
          <Form.Control
            maxLength={20}
            autoComplete="off"
            placeholder={defaultCode || T.codeFromName}
            {...invalidProps(`${idPrefix}-code`, errors.product_code, `${idPrefix}-code-help`)}
            {...register('product_code')}
          />
          <Form.Text id={`${idPrefix}-code-help`} className="visually-hidden">
            {T.codeHelp(defaultCode)}
          </Form.Text>
          <FieldError fieldId={`${idPrefix}-code`} error={errors.product_code} />
        </Form.Group>
      </Col>
      <Col xs={12} className="d-flex flex-wrap gap-3 restriction-flags">
        <Form.Check
          type="checkbox"
          id={`${idPrefix}-schedule-g`}
          label={T.scheduleGPharmacyOnly}
          {...register('schedule_g')}
        />
        <Form.Check type="checkbox" id={`${idPrefix}-controlled`} label={T.controlled} {...register('controlled')} />
      </Col>
      {action && (
        <Col xs={12} md={6} lg={3} className="d-flex align-items-end justify-content-end">
          {action}
        </Col>
      )}
    </Row>
  );
}
