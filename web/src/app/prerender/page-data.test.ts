import { describe, expect, it } from 'vitest';
import { pageDataCache, pageDataElementId, pageDataScript, readPageData } from './page-data';

describe('the data sent with a prerendered page', () => {
  it('cannot end its script element or open markup, and reads back as it was', () => {
    const data = { '/business/1': { description: '</script><script>alert(1)</script><!-- \u2028' } };
    const script = pageDataScript(data);
    const json = script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'));
    expect(json).not.toMatch(/<\/?script|<!--/i);
    expect(json).not.toContain('\u2028');

    document.body.innerHTML = `<div id="root"><h1>Page</h1></div>${script}`;
    expect(readPageData(document)).toEqual(data);
  });

  it('is null when the page came without it, or with something that is not data', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readPageData(document)).toBeNull();
    document.body.innerHTML = `<script type="application/json" id="${pageDataElementId}">{not json</script>`;
    expect(readPageData(document)).toBeNull();
  });

  it("goes into SWR's cache as loaded data, not as a load still running", () => {
    const cache = pageDataCache({ '/platform': { platform: 'local' } });
    expect(cache.get('/platform')).toEqual({ data: { platform: 'local' }, isLoading: false, isValidating: false });
  });
});
