// Browser tests start a server and a Chromium, and click through whole flows.
jest.setTimeout(120_000);
