import { expect, type Page } from '@playwright/test';

/**
 * WCAG 2.2 AA 1.4.10 (reflow) and 2.5.8 (target size, minimum), measured in the page as it is now:
 *
 * - Reflow: the document does not scroll sideways (scrollWidth ≤ clientWidth). Content may scroll sideways only
 *   inside its own region (a table, the benefits tab bar on phones), and such a region must show that it scrolls
 *   (an edge shadow: a gradient background attached to the content, `background-attachment: local`) and be
 *   reachable by keyboard: focusable itself, with a role and an accessible name, or holding focusable content that
 *   scrolls into view on focus.
 * - Target size: every visible interactive control is at least 24 × 24 CSS px, or meets one of the exceptions of
 *   2.5.8: a link inside a line of text (inline), a control whose size the browser sets (an unstyled native
 *   checkbox or radio button), or spacing (a 24 px circle centred on the control touches no other control and no
 *   other small control's circle). A checkbox or radio button counts with its label, which clicks it too.
 *
 * Run it with the viewport at 320 px (a phone, or 1280 px at 400 % zoom) for reflow; target size at any width.
 * Fails with one line per offending element: what it is (tag, id, classes, role, name), its size and position, and
 * what is wrong.
 */

/** The smallest target side in CSS px (2.5.8). */
export const MIN_TARGET_PX = 24;

export interface LayoutProblem {
  readonly check: 'reflow' | 'scroll region' | 'target size';
  readonly element: string;
  readonly problem: string;
}

export interface LayoutReport {
  readonly viewportWidth: number;
  readonly scrollWidth: number;
  readonly clientWidth: number;
  readonly problems: readonly LayoutProblem[];
}

/** Measures the page (runs inside it; self-contained, no closure over this module). */
function measureLayout(minTarget: number): LayoutReport {
  const problems: LayoutProblem[] = [];
  const doc = document.documentElement;
  const viewportWidth = doc.clientWidth;

  const describe = (element: Element): string => {
    const tag = element.tagName.toLowerCase();
    const id = element.id ? `#${element.id}` : '';
    const classes = [...element.classList].slice(0, 3).map((name) => `.${name}`).join('');
    const role = element.getAttribute('role');
    const name =
      element.getAttribute('aria-label') ??
      (element instanceof HTMLInputElement && element.labels?.[0] ? element.labels[0].textContent : null) ??
      element.textContent;
    const text = (name ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
    const box = element.getBoundingClientRect();
    const where = `${Math.round(box.width * 10) / 10}×${Math.round(box.height * 10) / 10} px at x ${Math.round(box.left)}, y ${Math.round(box.top + window.scrollY)}`;
    return `<${tag}${id}${classes}${role ? ` role=${role}` : ''}> ${text ? `"${text}" ` : ''}(${where})`;
  };

  const isShown = (element: Element): boolean => {
    if (!(element instanceof HTMLElement || element instanceof SVGElement)) return false;
    if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: false })) return false;
    // Visually hidden the usual way, itself or inside a wrapper (a screen reader text, React Aria's dismiss
    // buttons): clipped to nothing.
    for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return false;
    }
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };

  // A region scrolls sideways by itself: overflow-x auto or scroll, with more content than room.
  const scrollsSideways = (element: Element): boolean => {
    const style = getComputedStyle(element);
    return (style.overflowX === 'auto' || style.overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1;
  };
  // Inside an element that clips or scrolls its content sideways (so it cannot widen the page).
  const clippedSideways = (element: Element): boolean => {
    for (let parent = element.parentElement; parent && parent !== doc && parent !== document.body; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX !== 'visible') return true;
    }
    return false;
  };

  const focusableSelector =
    'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

  // ---------------------------------------------------------------- reflow
  const all = [...document.body.querySelectorAll('*')];
  if (doc.scrollWidth > doc.clientWidth) {
    const wide = all.filter((element) => {
      const box = element.getBoundingClientRect();
      if (box.right <= viewportWidth + 0.5 && box.left >= -0.5) return false;
      if (!isShown(element) || clippedSideways(element)) return false;
      // A visually hidden text (1 px, clipped) shows nothing wherever it is.
      return box.width > 1 && box.height > 1;
    });
    // The outermost offenders: their descendants stick out because they do.
    const outermost = wide.filter((element) => !wide.some((other) => other !== element && other.contains(element)));
    for (const element of outermost) {
      const box = element.getBoundingClientRect();
      problems.push({
        check: 'reflow',
        element: describe(element),
        problem: `reaches from x ${Math.round(box.left)} to x ${Math.round(box.right)}, outside the ${viewportWidth} px wide page`,
      });
    }
    if (outermost.length === 0) {
      problems.push({ check: 'reflow', element: '<html>', problem: `the page is ${doc.scrollWidth} px wide in a ${viewportWidth} px window` });
    }
  }

  // ---------------------------------------------------------------- regions that scroll sideways
  for (const region of all.filter((element) => scrollsSideways(element) && isShown(element))) {
    const style = getComputedStyle(region);
    if (!(style.backgroundImage.includes('gradient') && style.backgroundAttachment.includes('local'))) {
      problems.push({ check: 'scroll region', element: describe(region), problem: 'scrolls sideways with no visible sign (no edge shadow)' });
    }
    const focusable = region.matches('[tabindex]:not([tabindex="-1"])');
    const named = region.hasAttribute('aria-label') || region.hasAttribute('aria-labelledby');
    if (focusable && !(region.hasAttribute('role') && named)) {
      problems.push({ check: 'scroll region', element: describe(region), problem: 'takes the focus but has no role and accessible name' });
    }
    if (!focusable && !region.querySelector(focusableSelector)) {
      problems.push({ check: 'scroll region', element: describe(region), problem: 'scrolls sideways but the keyboard cannot reach it (not focusable, nothing focusable inside)' });
    }
  }

  // ---------------------------------------------------------------- target size
  const widgetRoles = ['button', 'link', 'tab', 'checkbox', 'radio', 'switch', 'menuitem', 'option'].map((role) => `[role="${role}"]`).join(', ');
  const targetSelector = `${focusableSelector}, ${widgetRoles}`;
  const targets = [...document.body.querySelectorAll(targetSelector)].filter((element) => {
    if (!isShown(element)) return false;
    // An element that takes the focus only so the keyboard can reach it (a scroll region, a heading) is no
    // pointer target: only native controls and widget roles are.
    if (element.matches('[tabindex]:not(a, button, input, select, textarea, summary)') && !element.matches(widgetRoles)) return false;
    // Visually hidden (the 1 px clip of a screen reader text or of a custom control's native input).
    const box = element.getBoundingClientRect();
    return box.width > 1 && box.height > 1;
  });
  const boxOf = (element: Element): DOMRect => {
    const box = element.getBoundingClientRect();
    if (!(element instanceof HTMLInputElement) || !element.labels?.length) return box;
    // A checkbox or radio button with its label: the label clicks it too.
    const rects = [box, ...[...element.labels].filter(isShown).map((label) => label.getBoundingClientRect())];
    const left = Math.min(...rects.map((rect) => rect.left));
    const top = Math.min(...rects.map((rect) => rect.top));
    const right = Math.max(...rects.map((rect) => rect.right));
    const bottom = Math.max(...rects.map((rect) => rect.bottom));
    return new DOMRect(left, top, right - left, bottom - top);
  };
  const big = (box: DOMRect) => box.width >= minTarget - 0.01 && box.height >= minTarget - 0.01;
  const inlineInText = (element: Element): boolean => {
    if (getComputedStyle(element).display !== 'inline') return false;
    let block = element.parentElement;
    while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
    const own = (element.textContent ?? '').trim().length;
    return !!block && (block.textContent ?? '').trim().length > own;
  };
  const browserSized = (element: Element): boolean =>
    element instanceof HTMLInputElement &&
    (element.type === 'checkbox' || element.type === 'radio') &&
    getComputedStyle(element).appearance !== 'none' &&
    !element.style.width &&
    !element.style.height;

  const boxes = targets.map((element) => ({ element, box: boxOf(element) }));
  const small = boxes.filter(({ element, box }) => !big(box) && !inlineInText(element) && !browserSized(element));
  const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
  const circleTouchesBox = (c: { x: number; y: number }, box: DOMRect) => {
    const dx = Math.max(box.left - c.x, 0, c.x - box.right);
    const dy = Math.max(box.top - c.y, 0, c.y - box.bottom);
    return Math.hypot(dx, dy) < minTarget / 2 - 0.01;
  };
  for (const { element, box } of small) {
    const c = centre(box);
    const related = (other: Element) => other === element || other.contains(element) || element.contains(other);
    const crowdedBy =
      boxes.find(({ element: other, box: otherBox }) => !related(other) && circleTouchesBox(c, otherBox)) ??
      small.find(({ element: other, box: otherBox }) => {
        if (related(other)) return false;
        const o = centre(otherBox);
        return Math.hypot(o.x - c.x, o.y - c.y) < minTarget - 0.01;
      });
    if (crowdedBy) {
      problems.push({
        check: 'target size',
        element: describe(element),
        problem: `smaller than ${minTarget}×${minTarget} px and too close to ${describe(crowdedBy.element)}`,
      });
    }
  }

  return { viewportWidth, scrollWidth: doc.scrollWidth, clientWidth: doc.clientWidth, problems };
}

/** Every problem as one line: check, element, what is wrong. */
export function formatLayoutProblems(problems: readonly LayoutProblem[]): string[] {
  return problems.map((problem) => `[${problem.check}] ${problem.element}: ${problem.problem}`);
}

/**
 * Fails (softly: the test goes on) unless the page reflows (no sideways scrolling of the page, sideways scrolling regions marked and reachable)
 * and every visible control meets the 24 px target size or one of its exceptions; lists every offending element.
 */
export async function expectReflowAndTargetSize(page: Page): Promise<void> {
  const report = await page.evaluate(measureLayout, MIN_TARGET_PX);
  const lines = formatLayoutProblems(report.problems);
  // Soft: a walk over many pages goes on and reports every page's problems in one run.
  expect.soft(
    lines.length,
    `reflow and target size on ${page.url()} (page ${report.scrollWidth} px wide, window ${report.clientWidth} px):\n${lines.join('\n')}\n\nNumber of problems`,
  ).toBe(0);
}
