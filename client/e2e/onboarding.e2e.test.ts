import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appUrl, codeFromMail, openBrowser, screenshot } from './browser.js';
import { gradientPng } from './png.js';

let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser();
  page = browser.page;
});
afterAll(async () => {
  await browser?.close();
});

describe('a new member', () => {
  it('signs up from the landing page with a mailed code, completes onboarding and lands in the shell with 1 EP', async () => {
    const email = `journey-${Date.now()}@example.com`;
    const picture = path.join(mkdtempSync(path.join(tmpdir(), 'ee-img-')), 'portrait.png');
    writeFileSync(picture, gradientPng(1600, 1200)); // the client must downscale it to 800 px

    await page.goto(appUrl());
    expect(await page.title()).toMatch(/Energy Exchange/);
    await page.getByText('Creators', { exact: false }).first().waitFor();
    await screenshot(page, '01-landing');

    await page.getByRole('button', { name: 'Start Free', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Account' });
    await dialog.getByLabel('Full name', { exact: true }).fill('Jane Journey');
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await screenshot(page, '02-create-account');
    await dialog.getByRole('button', { name: 'Send Verification Code' }).click();
    await page.getByText('Verification code sent to your email!').waitFor();

    const code = await codeFromMail(email);
    await dialog.getByLabel('Verification code', { exact: true }).fill(code);
    await dialog.getByRole('button', { name: /Resend code in \d+s/ }).waitFor(); // the countdown runs
    await screenshot(page, '03-code-step');
    await dialog.getByRole('button', { name: 'Verify & Create Account' }).click();
    await page.getByText('Account created successfully!').waitFor();

    const onboarding = page.getByRole('dialog', { name: 'Complete your profile' });
    await onboarding.waitFor();
    await onboarding.getByLabel('Profile picture', { exact: true }).setInputFiles(picture);
    await onboarding.getByLabel('Bio', { exact: true }).fill('I help founders tell their story.');
    await onboarding.getByLabel('Location', { exact: true }).fill('Lisbon');
    await onboarding.getByLabel('Years of experience', { exact: true }).fill('8');
    await onboarding.locator('img').first().waitFor(); // the processed preview
    await screenshot(page, '04-onboarding-step1');
    await onboarding.getByRole('button', { name: 'Next', exact: true }).click();

    const skill = onboarding.getByLabel('Add a skill', { exact: true });
    await skill.selectOption({ label: 'Copywriting' });
    await skill.selectOption({ label: 'Marketing' });
    const chips = onboarding.getByRole('list', { name: 'Selected skills' });
    await chips.getByText('Copywriting').waitFor();
    // A chosen skill is not offered again.
    expect(await skill.locator('option', { hasText: 'Copywriting' }).count()).toBe(0);
    await screenshot(page, '05-onboarding-step2');
    await onboarding.getByRole('button', { name: 'Complete Setup' }).click();
    await onboarding.waitFor({ state: 'detached' });

    const balance = page.getByRole('group', { name: 'Energy Points balance' });
    await balance.getByText('1 EP').waitFor();
    await page.getByText('Jane Journey').first().waitFor();
    await page.getByRole('button', { name: 'Upgrade to Premium' }).waitFor();
    expect(await page.title()).toMatch(/\| Energy Exchange$/);
    await screenshot(page, '06-shell');

    // What the browser saved is what the server has: read it back through the API with the stored token.
    const token = await page.evaluate(() =>
      Object.values(localStorage).find((v) => /^[\w-]+\.[\w-]+\.[\w-]+$/.test(v)),
    );
    expect(token).toBeTruthy();
    const profile = await fetch(`${appUrl()}/api/user/profile`, { headers: { authorization: `Bearer ${token}` } }).then(
      (r) => r.json(),
    );
    expect(profile).toMatchObject({
      full_name: 'Jane Journey',
      bio: 'I help founders tell their story.',
      location: 'Lisbon',
      experience_years: 8,
      skills: ['Copywriting', 'Marketing'],
      profile_completed: true,
    });
    expect(profile.profile_image).toMatch(/^data:image\/jpeg;base64,/);
    const jpeg = Buffer.from(profile.profile_image.split(',')[1], 'base64');
    expect(jpeg.length).toBeLessThanOrEqual(1024 * 1024);
    const dashboard = await fetch(`${appUrl()}/api/dashboard`, { headers: { authorization: `Bearer ${token}` } }).then(
      (r) => r.json(),
    );
    expect(dashboard.user.energy_points).toBe(1);

    // After a reload the stored session brings the member straight back to the shell.
    await page.reload();
    await page.getByRole('group', { name: 'Energy Points balance' }).getByText('1 EP').waitFor();
    expect(await page.getByRole('dialog', { name: 'Complete your profile' }).count()).toBe(0);
    // The header shows the picture as media: a content-addressed thumbnail, its box size given, lazy.
    const avatar = page.locator('.user-chip img');
    await avatar.waitFor();
    expect(await avatar.getAttribute('src')).toMatch(/^\/media\/[0-9a-f]{32}-256\.jpg$/);
    expect(
      await avatar.evaluate((img: HTMLImageElement) => [
        img.complete && img.naturalWidth,
        img.getAttribute('width'),
        img.loading,
      ]),
    ).toEqual([256, '36', 'lazy']);
  });
});
