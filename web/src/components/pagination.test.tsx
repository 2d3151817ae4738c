// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { Pagination } from './pagination';

afterEach(cleanup);

describe('Pagination', () => {
  it('is a list of list items only, gaps included (no wrapper between the list and its items)', () => {
    const { container } = render(<Pagination page={10} pageCount={200} onPage={() => {}} />);
    const list = container.querySelector('ul')!;
    const tags = Array.from(list.children).map((child) => child.tagName);
    // Prev, 1, gap, 8-12, gap, 200, Next
    expect(tags).toEqual(Array(11).fill('LI'));
  });
});
