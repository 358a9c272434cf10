import { expect, test, type Page } from './support/test';
import { seriousAxeViolations } from './support/axe';
import { policyPages } from './site-routes';
import { daysFromToday } from './support/flights';

const POST = {
  path: '/html/travelBlog?post=goa-beyond-the-beaches',
  title: "A First-Timer's Guide to Goa Beyond the Beaches",
  summary:
    "Old Goa's churches, Fontainhas lanes, river islands, spice farms and waterfalls: how to see the Goa that most beach holidays miss.",
};

const contentPages: { path: string; heading: string | RegExp }[] = [
  { path: '/', heading: 'Fly for less across India' },
  { path: '/html/download', heading: 'Download the HegTravel app' },
  { path: '/html/travelBlog', heading: 'Travel blog' },
  { path: POST.path, heading: POST.title },
  { path: '/html/contactUs', heading: 'Contact us' },
  ...policyPages,
];

/** Opens a content page and waits until its text (article bodies load on their own) is there. */
async function openContent(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.getByRole('status', { name: 'Loading the text' })).toHaveCount(0);
}

/** How far the page reaches past the right edge of the window, with the body's clipping off. */
function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    document.body.style.overflowX = 'visible';
    return document.documentElement.scrollWidth - window.innerWidth;
  });
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const { path, heading } of contentPages) {
      test(`${path} has one h1, fits the width and no serious axe violation`, async ({ page }) => {
        await openContent(page, path, heading);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('main')).toHaveCount(1);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

        expect(await seriousAxeViolations(page)).toEqual([]);
      });
    }
  });
}

test.describe('home', () => {
  test('the search box opens the flights page with the search in the query', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('form', { name: 'Search flights' });
    await search.getByLabel('From').selectOption('BLR');
    await search.getByLabel('To').selectOption('GOI');
    const date = daysFromToday(14);
    await search.getByLabel('Departure date').fill(date);
    await search.getByLabel('Travellers').selectOption('2');
    await search.getByLabel('Class').selectOption('business');
    await search.getByRole('button', { name: 'Search flights' }).click();
    await expect(page).toHaveURL(
      `/html/flights?from=BLR&to=GOI&date=${date}&adults=2&cabin=business`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search flights');
  });

  test('the search box refuses the same city twice and a date in the past', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('form', { name: 'Search flights' });
    await search.getByLabel('From').selectOption('DEL');
    await search.getByLabel('To').selectOption('DEL');
    await search.getByLabel('Departure date').fill('2024-01-15');
    await search.getByRole('button', { name: 'Search flights' }).click();

    await expect(search.getByLabel('To')).toHaveAccessibleDescription(
      'Please choose a destination different from the departure city',
    );
    await expect(search.getByLabel('Departure date')).toHaveAccessibleDescription(
      'Please choose today or a later date',
    );
    await expect(page).toHaveURL('/');

    await search.getByRole('button', { name: 'Swap departure and destination' }).click();
    await search.getByLabel('To').selectOption('BOM');
    await search.getByLabel('Departure date').fill(daysFromToday(0));
    await search.getByRole('button', { name: 'Search flights' }).click();
    await expect(page).toHaveURL(/\/html\/flights\?from=DEL&to=BOM&/);
  });

  test('every coupon tier shows price and face value and leads to the coupon page', async ({
    page,
  }) => {
    await page.goto('/');
    const offers = page.getByRole('region', { name: 'Flight coupons: pay a little, fly for less' });
    const tiers = offers.getByRole('listitem').getByRole('link');
    await expect(tiers).toHaveCount(9);
    await expect(tiers.first()).toHaveText(/You pay\s*₹99\.00\s*Coupon worth\s*₹350\.00/);
    await expect(tiers.last()).toHaveText(/You pay\s*₹1\.00\s*Coupon worth\s*₹99\.00/);
    for (const tier of await tiers.all()) await expect(tier).toHaveAttribute('href', '/coupon');

    await tiers.nth(4).click();
    await expect(page).toHaveURL('/coupon');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flight coupons');
  });

  test('shows flight deals, the seven hotel cities and four blog posts', async ({ page }) => {
    await page.goto('/');
    const deals = page.getByRole('region', { name: 'Flight deals from Indian cities' });
    await expect(deals.getByRole('listitem').first()).toContainText(/Starting from\s*₹[\d,]+\.00/);

    const cities = page.getByRole('region', { name: 'Popular cities for your stay' });
    await expect(cities.getByRole('heading', { level: 3 })).toHaveText([
      'Delhi',
      'Bangalore',
      'Mumbai',
      'Goa',
      'Chennai',
      'Hyderabad',
      'Kolkata',
    ]);

    const blog = page.getByRole('region', { name: 'From the travel blog' });
    await expect(blog.getByRole('article')).toHaveCount(4);
    await blog.getByRole('link', { name: /Rajasthan by Train and Flight/ }).click();
    await expect(page).toHaveURL('/html/travelBlog?post=rajasthan-by-train-and-flight');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Rajasthan by Train and Flight: Planning a Smooth Route',
    );
  });

  test('the hero image is the eager, high-priority image; the rest wait', async ({ page }) => {
    await page.goto('/');
    const hero = page.locator('section[aria-labelledby="home-title"] img');
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect(hero).toHaveAttribute('width', '1600');
    await expect(hero).toHaveAttribute('height', '700');
    const others = page.locator('main img:not([fetchpriority="high"])');
    for (const image of await others.all()) {
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).toHaveAttribute('width', /\d+/);
      await expect(image).toHaveAttribute('height', /\d+/);
    }
  });

  test('a phone downloads only the middle of the sky, the part it shows; a wide screen the whole sky', async ({
    context,
  }) => {
    for (const [width, sky] of [
      [375, 'hero-sky-phone.'],
      [700, 'hero-sky-tablet.'],
      [1280, 'hero-sky.'],
    ] as const) {
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 800 });
      const skies: string[] = [];
      page.on('request', (asked) => {
        const file = new URL(asked.url()).pathname.split('/').pop() ?? '';
        if (file.startsWith('hero-sky')) skies.push(file);
      });
      await page.goto('/', { waitUntil: 'networkidle' });
      expect(skies, `${width} px`).toHaveLength(1);
      expect(skies[0], `${width} px`).toContain(sky);
      const painted = page.locator('section[aria-labelledby="home-title"] img');
      expect(await painted.evaluate((image: HTMLImageElement) => image.currentSrc)).toContain(sky);
      await page.close();
    }
  });
});

test.describe('download page', () => {
  test('offers both apps and a QR code of the download link, with the link as text', async ({
    page,
  }) => {
    await page.goto('/html/download');
    await expect(page.getByRole('link', { name: 'Download for Android' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download for iPhone' })).toBeVisible();
    const qr = page.getByRole('img', { name: /QR code that opens https:\/\/www\.hegtravel\.in/ });
    await expect(qr).toBeVisible();
    // A generated code is drawn as paths, not shipped as a picture.
    await expect(qr.locator('path')).not.toHaveCount(0);
    await expect(
      page.getByRole('link', { name: 'www.hegtravel.in/html/download' }),
    ).toHaveAttribute('href', 'https://www.hegtravel.in/html/download');
  });
});

test.describe('travel blog', () => {
  test('filters by type in a URL that can be shared and opened again', async ({ page }) => {
    await page.goto('/html/travelBlog');
    await expect(page.getByText('11 articles')).toBeVisible();
    const filters = page.getByRole('group', { name: 'Show articles about' });
    await filters.getByRole('button', { name: 'Travel tips' }).click();
    await expect(page).toHaveURL('/html/travelBlog?type=2');
    await expect(filters.getByRole('button', { name: 'Travel tips' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const articles = page.getByRole('main').getByRole('article');
    await expect(articles).toHaveCount(3);
    for (const article of await articles.all()) await expect(article).toContainText('Travel tips');

    await page.goto('/html/travelBlog?type=3');
    await expect(filters.getByRole('button', { name: 'Food & culture' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(articles).toHaveCount(3);
    await expect(articles.first()).toContainText('Food & culture');

    await filters.getByRole('button', { name: 'All' }).click();
    await expect(page).toHaveURL('/html/travelBlog');
    await expect(articles).toHaveCount(11);
  });

  test('lists the newest post first', async ({ page }) => {
    await page.goto('/html/travelBlog');
    const articles = page.getByRole('main').getByRole('article');
    await expect(articles).toHaveCount(11);
    const dates = await articles
      .locator('time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
    expect(dates).toHaveLength(11);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  test('the first post picture comes with the page and first; pictures far down wait until scrolled to', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/html/travelBlog')).text();
    const preloaded = [...html.matchAll(/<link rel="preload" as="image" ([^>]*)>/g)].map(
      (link) => link[1] ?? '',
    );
    expect(preloaded).toEqual([expect.stringMatching(/blog-rajasthan.*fetchPriority="high"/)]);

    await page.setViewportSize({ width: 375, height: 812 });
    const pictures: string[] = [];
    page.on('request', (asked) => {
      if (asked.resourceType() === 'image' && /\/blog-/.test(asked.url())) {
        pictures.push(new URL(asked.url()).pathname.split('/').pop() ?? '');
      }
    });
    await page.goto('/html/travelBlog', { waitUntil: 'networkidle' });
    const articles = page.getByRole('main').getByRole('article');
    await expect(articles.first().locator('img')).toHaveAttribute('fetchpriority', 'high');
    expect(pictures[0]).toContain('blog-rajasthan');
    const last = (await articles.last().locator('img').getAttribute('src'))?.split('/').pop();
    expect(last).toBeTruthy();
    expect(pictures).not.toContain(last);
    await articles.last().scrollIntoViewIfNeeded();
    await expect.poll(() => pictures).toContain(last);
  });

  test('a post opened directly has its own title, description and text', async ({ page }) => {
    await openContent(page, POST.path, POST.title);
    await expect(page).toHaveTitle(`${POST.title} | HegTravel`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', POST.summary);
    await expect(
      page.getByRole('main').getByText('Destinations', { exact: true }).first(),
    ).toBeVisible();
    await expect(page.locator('main time').first()).toHaveText('20 January 2026');
    await expect(page.getByText('5 min read').first()).toBeVisible();
    await expect(page.getByRole('img', { name: /Goan church/ })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Getting there and getting around' }),
    ).toBeVisible();

    await page.getByRole('link', { name: '← Back to all articles' }).click();
    await expect(page).toHaveURL('/html/travelBlog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Travel blog');
    await expect(page).toHaveTitle('Travel blog | HegTravel');
  });

  test('a link to a post that does not exist says so', async ({ page }) => {
    await page.goto('/html/travelBlog?post=no-such-article');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article not found');
    await expect(page.getByRole('link', { name: '← Back to all articles' })).toBeVisible();
  });
});

test.describe('policy pages', () => {
  test('show the last update and the grievance officer of the company record', async ({ page }) => {
    await openContent(page, '/grievance-policy', 'Grievance Redressal Policy');
    await expect(page.getByText('Last updated: 1 November 2026')).toBeVisible();
    const text = page.getByRole('main').locator('article');
    await expect(text).toContainText('Ms. Ananya Rao');
    await expect(text).toContainText(
      'Unit 1204, Skyline Business Park, LBS Marg, Kurla West, Mumbai, Maharashtra 400070',
    );
    const nav = page.getByRole('navigation', { name: 'Policies and company' });
    await expect(nav.getByRole('link', { name: 'Grievance Redressal Policy' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await nav.getByRole('link', { name: 'Refund and Cancellation Policy' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Refund and Cancellation Policy',
    );
    await expect(page.getByRole('main')).toContainText('5-7 business days');
  });
});

test.describe('contact page', () => {
  test('shows the company contact record', async ({ page }) => {
    await page.goto('/html/contactUs');
    const company = page
      .getByRole('main')
      .getByRole('region', { name: 'Heg Travel Private Limited' });
    await expect(company).toContainText(
      'Unit 1204, Skyline Business Park, LBS Marg, Kurla West, Mumbai, Maharashtra 400070, India',
    );
    await expect(company.getByRole('link', { name: '+91 22 4000 1234' })).toHaveAttribute(
      'href',
      'tel:+912240001234',
    );
    await expect(company.getByRole('link', { name: 'support@hegtravel.in' })).toBeVisible();
    await expect(company.getByRole('link', { name: 'www.hegtravel.in' })).toBeVisible();
  });

  test('explains every wrong field next to it and sends nothing', async ({ page }) => {
    let posted = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/travel/api/website/contact')) posted = true;
    });
    await page.goto('/html/contactUs');
    const form = page.getByRole('region', { name: 'Send us a message' });
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByLabel('Your name')).toHaveAccessibleDescription(
      'Please input your Name!',
    );
    await expect(form.getByLabel('E-mail')).toHaveAccessibleDescription(
      'Please input the correct email address!',
    );
    await expect(form.getByLabel('Topic')).toHaveAccessibleDescription(
      'Please choose what your message is about',
    );
    await expect(form.getByLabel('Message')).toHaveAccessibleDescription(
      /Please write your message/,
    );
    await expect(form.getByLabel('Your name')).toBeFocused();

    await form.getByLabel('Your name').fill('N'.repeat(65));
    await form.getByLabel('E-mail').fill('kavya@example');
    await form.getByLabel('Mobile number (optional)').fill('12345 67890');
    await form.getByLabel('Message').fill('x'.repeat(2001));
    await expect(form.getByLabel('Your name')).toHaveAccessibleDescription(
      'Please input at most 64 characters',
    );
    await expect(form.getByLabel('E-mail')).toHaveAccessibleDescription(
      'Please input the correct email address!',
    );
    await expect(form.getByLabel('Mobile number (optional)')).toHaveAccessibleDescription(
      /Please enter the correct mobile number/,
    );
    await expect(form.getByLabel('Message')).toHaveAccessibleDescription(
      /Please keep your message to 2,000 characters or fewer/,
    );
    expect(posted).toBe(false);
  });

  test('a sent message gets a reference, is shown back as text and is stored once', async ({
    page,
  }, testInfo) => {
    const stamp = `${Date.now()}-${testInfo.workerIndex}`;
    const message = `<script>window.__contactXss = 1</script><img src=x onerror="window.__contactXss = 2"> My ₹350 coupon ${stamp} did not apply on DEL-BOM.`;
    const send = async () => {
      const form = page.getByRole('region', { name: 'Send us a message' });
      await form.getByLabel('Your name').fill('Kavya Iyer');
      await form.getByLabel('E-mail').fill(`kavya.${stamp}@example.in`);
      await form.getByLabel('Mobile number (optional)').fill('9876501234');
      await form.getByLabel('Topic').selectOption({ label: 'Using a coupon on a flight' });
      await form.getByLabel('Message').fill(message);
      await form.getByRole('button', { name: 'Send message' }).click();
      const reference = page.getByTestId('contact-reference');
      await expect(reference).toHaveText(/^HT-C-[0-9A-Z]{6}$/);
      return reference.innerText();
    };

    await page.goto('/html/contactUs');
    const first = await send();
    await expect(
      page.getByRole('heading', { name: 'Thank you, Kavya Iyer. We have your message.' }),
    ).toBeFocused();
    const shownBack = page.locator('blockquote');
    await expect(shownBack).toHaveText(message);
    await expect(shownBack.locator('script, img')).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as { __contactXss?: number }).__contactXss),
    ).toBeUndefined();

    // The same message again is recognised by the server, which answers with the stored reference.
    await page.getByRole('button', { name: 'Send another message' }).click();
    expect(await send()).toBe(first);
  });
});
