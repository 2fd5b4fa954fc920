// Beach Bag (devtools/web_site.py): the Python start snapshot, gzip-compressed; a host that
// decompressed it on the way is fine too. null when the site has none or it cannot be read.
self.bbReadSnapshot = async function () {
    try {
        const response = await fetch(new URL("@SNAPSHOT_NAME@", self.location.href));
        if (!response.ok) return null;
        let bytes = new Uint8Array(await response.arrayBuffer());
        if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
            const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
            bytes = new Uint8Array(await new Response(stream).arrayBuffer());
        }
        return bytes;
    } catch (e) {
        console.warn("Beach Bag: no Python start snapshot:", e);
        return null;
    }
};
self.bbCreateForSnapshot = async function (snapshot) {
    const url = new URL("pyodide.asm.mjs", new URL(self.pyodideUrl, self.location.href));
    return bbGrowForSnapshot((await import(url.href)).default, snapshot);
};
