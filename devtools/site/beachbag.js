'use strict';
// Beach Bag's page script for the static site, written by scripts/build-web
// (devtools/web_site.py). Runs in the page (not in Python's worker):
//  - the loading screen (#bb-loading): which part is loading and how far, until home;
//  - starts Python's worker at once, beside the Flutter client's download, and gives it
//    to the client when it connects (jsConnect from flet's python.js);
//  - registers the service worker, says when a new version is ready and reloads on tap;
//  - asks the browser to keep the site's storage and says so on home when it refuses;
//  - an Install button on home where the browser offers installation.
// Its words are the page's JSON (<script id="bb-words">, devtools/site_text.py, written by
// the build in every language): shown in the language the app will speak.
(() => {
  const bb = window.beachbag = {times: {}, done: new Set(), error: null, persisted: null,
                                pythonStart: null,  // "snapshot", or why Python started without
                                updateReady: false, installPrompt: null, notices: []};
  const $ = (id) => document.getElementById(id);
  const now = () => Math.round(performance.now());
  // [id, weight (share of a start measured here), what it waits for]
  const STEPS = [["client", 30, []], ["python", 45, []], ["app", 3, ["python"]],
                 ["games", 12, ["app"]], ["home", 10, ["client", "games"]]];

  // ---- the page's words, in the app's language ------------------------------------------
  const SITE = (() => {
    try { return JSON.parse($("bb-words").textContent); } catch (e) { return null; }
  })();
  // As ui/language.pick: the language chosen in Settings (kept by the app in this
  // browser's storage: Flet's SharedPreferences, "flutter." + ui/storage.SETTINGS_KEY, the
  // "table" dict's "language"), else the browser's first language we have, else English.
  function pickLanguage() {
    if (!SITE) return "en";
    const have = (code) => typeof code === "string" &&
      Object.prototype.hasOwnProperty.call(SITE.words, code);
    for (const key of SITE.settingsKeys || []) {
      try {
        let settings = localStorage.getItem(key);
        if (settings === null) continue;
        settings = JSON.parse(settings);
        if (typeof settings === "string") settings = JSON.parse(settings);
        const chosen = settings && settings.table && settings.table.language;
        if (have(chosen)) return chosen;
        break;  // "auto", or none chosen: as the browser
      } catch (e) {}
    }
    const tags = (navigator.languages && navigator.languages.length) ? navigator.languages
                                                                     : [navigator.language];
    for (const tag of tags) {
      const code = String(tag || "").trim().replace("_", "-").split("-")[0].toLowerCase();
      if (have(code)) return code;
    }
    return SITE.source || "en";
  }
  bb.language = pickLanguage();
  const WORDS = SITE ? (SITE.words[bb.language] || SITE.words[SITE.source] || {}) : {};
  // the message `key` in the page's language, its {fields} filled in
  const t = (key, fields = {}) => (WORDS[key] || key).replace(
    /\{([A-Za-z_]+)\}/g, (whole, name) => (name in fields ? String(fields[name]) : whole));
  if (SITE && bb.language !== (SITE.source || "en")) {
    // loading.html is written in English: its words in the page's language
    document.documentElement.lang = bb.language;
    const put = (id, key, fields) => { if ($(id)) $(id).textContent = t(key, fields); };
    put("bb-step", "loading");
    for (const id of ["client", "python", "app", "games", "home"]) put("bb-s-" + id, "part_" + id);
    put("bb-first", "first_visit", {mb: SITE.firstMb});
    put("bb-retry", "retry");
    if ($("bb-progress")) $("bb-progress").setAttribute("aria-label", t("loading_label"));
  }

  function render() {
    if (!$("bb-bar")) return;
    let done = 0, total = 0;
    const active = [];
    for (const [id, weight, after] of STEPS) {
      total += weight;
      const li = $("bb-s-" + id);
      if (bb.done.has(id)) { done += weight; li.className = "bb-done"; continue; }
      const ready = after.every((a) => bb.done.has(a));
      li.className = ready ? "bb-now" : "";
      if (ready) active.push(t("say_" + id));
    }
    const pct = Math.max(4, Math.round(100 * done / total));
    $("bb-bar").style.width = pct + "%";
    $("bb-progress").setAttribute("aria-valuenow", String(pct));
    const say = active.length ? active.reduce((a, b) => t("say_both", {first: a, second: b}))
                              : t("say_ready");
    if (!bb.error) $("bb-step").textContent = t("say_progress", {
      steps: say[0].toUpperCase() + say.slice(1), percent: pct});
  }

  function hideLoading() {
    const box = $("bb-loading");
    if (!box || bb.error) return;
    requestAnimationFrame(() => requestAnimationFrame(() => {
      bb.times.shown = now();
      box.classList.add("bb-gone");
      setTimeout(() => { box.remove(); chrome(); }, 300);
      keepClient();
    }));
  }

  bb.stage = (id, at) => {
    if (bb.done.has(id)) return;
    bb.done.add(id);
    // when it happened in the worker (its clock), not when this busy page heard of it
    bb.times[id] = at ? Math.round(at - performance.timeOrigin) : now();
    render();
    if (id === "home") hideLoading();
  };

  function showError(text) {
    bb.error = String(text);
    const box = $("bb-loading");
    if (!box) return;
    box.classList.remove("bb-gone");
    $("bb-step").textContent = t("could_not_start");
    $("bb-error").textContent = bb.error.split("\n").filter((l) => l.trim()).slice(-1)[0] || bb.error;
    $("bb-error").hidden = false;
    $("bb-retry").hidden = false;
  }

  const retry = $("bb-retry");
  if (retry) retry.addEventListener("click", () => location.reload());
  // (a plain-http LAN address has no service worker: nothing is kept, so no promise)
  if ("serviceWorker" in navigator && window.isSecureContext &&
      !navigator.serviceWorker.controller && $("bb-first"))
    $("bb-first").hidden = false;
  if (window.flet && flet.flutterAppLoaded) flet.flutterAppLoaded.then(() => bb.stage("client"));
  render();

  // ---- Python's worker, started at once -----------------------------------------------
  const pre = {worker: null, dart: null, queue: [], error: null, used: false};
  pre.ready = new Promise((resolve) => { pre.resolve = resolve; });
  function onWorkerMessage(event) {
    const data = event.data;
    if (typeof data === "string") {
      if (data.startsWith("__bbstart:")) {  // how Python started: "snapshot", or why not
        bb.pythonStart = data.slice("__bbstart:".length);
        return;
      }
      if (data.startsWith("__bb:")) {  // "__bb:<step>:<when, ms since 1970>"
        const [, step, at] = data.split(":");
        bb.stage(step, Number(at));
        return;
      }
      if (data !== "initialized") { pre.error = data; showError(data); }
      pre.resolve();
      return;
    }
    if (pre.dart) pre.dart(data); else pre.queue.push(data);
  }
  if (window.flet && flet.pyodide && typeof globalThis.jsConnect === "function") {
    const base = flet.entrypointBaseUrl.endsWith("/") ? flet.entrypointBaseUrl.slice(0, -1)
                                                      : flet.entrypointBaseUrl;
    pre.worker = new Worker(base + "/python-worker.js", {type: "module"});
    pre.worker.onmessage = onWorkerMessage;
    pre.worker.onerror = (e) => { pre.error = String(e.message || e); showError(pre.error); pre.resolve(); };
    pre.worker.postMessage({
      pyodideUrl: flet.pyodideUrl || "pyodide/pyodide.mjs", args: {}, documentUrl: document.URL,
      appPackageUrl: flet.appPackageUrl, micropipIncludePre: flet.micropipIncludePre,
      pythonModuleName: flet.pythonModuleName});
    const fletConnect = globalThis.jsConnect;
    globalThis.jsConnect = async function (appId, args, dartOnMessage) {
      if (pre.used || JSON.stringify(args || {}) !== "{}") {
        // Not the start this worker was prepared for: Flet's own way.
        if (!pre.used) { pre.used = true; pre.worker.terminate(); }
        return fletConnect(appId, args, dartOnMessage);
      }
      pre.used = true;
      bb.times.connect = now();
      console.log(`Beach Bag: Python worker started early for ${appId}`);
      _apps[appId] = {dartOnMessage: dartOnMessage, worker: pre.worker};
      pre.dart = dartOnMessage;
      for (const message of pre.queue.splice(0)) dartOnMessage(message);
      await pre.ready;
      if (pre.error) {
        delete _apps[appId];
        pre.worker.terminate();
        throw pre.error;
      }
    };
  }

  // ---- notices and the install button (shown once the loading screen is gone) ----------
  const STYLE = `
    .bb-bar { position: fixed; left: 8px; right: 8px; z-index: 9999; display: flex;
      flex-wrap: wrap; align-items: center; gap: 6px 10px; padding: 10px 12px;
      border-radius: 14px; background: #1D2B36; color: #fff; box-shadow: 0 4px 16px #0005;
      font: 15px/1.35 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; }
    .bb-bar p { margin: 0; flex: 1 1 150px; }
    #bb-update-later { padding: 0; width: 48px; font-size: 18px; }
    .bb-bar button, #bb-install { min-height: 48px; min-width: 48px; padding: 0 16px;
      border-radius: 24px; font: 600 15px system-ui, sans-serif; cursor: pointer; }
    .bb-bar button { border: 2px solid #fff; background: transparent; color: #fff; }
    .bb-bar button.bb-main { background: #F6E7C8; border-color: #F6E7C8; color: #1D2B36; }
    #bb-update, #bb-offline { top: 4px; } #bb-storage { bottom: 8px; }
    #bb-offline { padding: 4px 6px 4px 14px; } #bb-offline p { flex: 1 1 auto; }
    #bb-install { position: fixed; top: 4px; right: 8px; z-index: 9998; border: 2px solid #fff;
      background: #0E7C86; color: #fff; }`;
  function chrome() {
    if ($("bb-loading")) return;  // nothing over the loading screen
    if (!$("bb-style")) {
      const style = document.createElement("style");
      style.id = "bb-style";
      style.textContent = STYLE;
      document.body.appendChild(style);
    }
    const onHome = ["", "#", "#/"].includes(location.hash);
    bar("bb-update", bb.updateReady,
        t("update"),
        [[t("update_reload"), "bb-update-reload", applyUpdate, true],
         ["\u2715", "bb-update-later", () => { bb.updateLater = true; chrome(); }, false,
          t("update_later")]],
        !bb.updateLater);
    bar("bb-storage", bb.persisted === false && onHome && !seen("storage"),
        t("storage"),
        [[t("ok"), "bb-storage-ok", () => { remember("storage"); chrome(); }, true]], true);
    // Only once the service worker has every file this browser needs (keepClient). Over
    // home's title bar, where it covers no control; an update notice goes first.
    bar("bb-offline", bb.offlineReady && onHome && !seen("offline") && !bb.updateReady,
        t("offline"),
        [[t("ok"), "bb-offline-ok", () => { remember("offline"); chrome(); }, true]], true,
        "status");
    let install = $("bb-install");
    if (bb.installPrompt && onHome && !bb.updateReady) {
      if (!install) {
        install = document.createElement("button");
        install.id = "bb-install";
        install.type = "button";
        install.textContent = t("install");
        install.setAttribute("aria-label", t("install_label"));
        install.addEventListener("click", installApp);
        document.body.appendChild(install);
      }
    } else if (install) install.remove();
    const ready = $("bb-offline");
    if (ready) ready.style.right = $("bb-install") ? ($("bb-install").offsetWidth + 16) + "px" : "";
  }
  function bar(id, show, text, buttons, allowed, role = "alert") {
    let el = $(id);
    if (!(show && allowed)) { if (el) el.remove(); return; }
    if (el) return;
    el = document.createElement("div");
    el.id = id;
    el.className = "bb-bar";
    el.setAttribute("role", role);
    const p = document.createElement("p");
    p.textContent = text;
    el.appendChild(p);
    for (const [label, bid, act, main, spoken] of buttons) {
      const b = document.createElement("button");
      b.type = "button";
      b.id = bid;
      b.textContent = label;
      if (spoken) { b.setAttribute("aria-label", spoken); b.title = spoken; }
      if (main) b.className = "bb-main";
      b.addEventListener("click", act);
      el.appendChild(b);
    }
    document.body.appendChild(el);
  }
  const seen = (what) => { try { return localStorage.getItem("beachbag.notice." + what) === "seen"; } catch (e) { return false; } };
  const remember = (what) => { try { localStorage.setItem("beachbag.notice." + what, "seen"); } catch (e) {} };
  // Home or not: Flutter's router moves with history.pushState/replaceState (no event).
  window.addEventListener("hashchange", chrome);
  window.addEventListener("popstate", chrome);
  for (const name of ["pushState", "replaceState"]) {
    const original = history[name].bind(history);
    history[name] = (...args) => { const r = original(...args); chrome(); return r; };
  }

  // ---- persistent storage ------------------------------------------------------------------
  async function keepStorage() {
    try {
      if (!navigator.storage || !navigator.storage.persist) { bb.persisted = false; return; }
      bb.persisted = (await navigator.storage.persisted()) || (await navigator.storage.persist());
    } catch (e) {
      bb.persisted = false;
    }
    chrome();
  }
  keepStorage();

  // ---- install -------------------------------------------------------------------------------
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();  // our own button instead of the browser's mini-bar
    bb.installPrompt = event;
    chrome();
  });
  window.addEventListener("appinstalled", () => { bb.installPrompt = null; chrome(); keepStorage(); });
  async function installApp() {
    const prompt = bb.installPrompt;
    if (!prompt) return;
    bb.installPrompt = null;
    chrome();
    try {
      await prompt.prompt();
      const choice = await prompt.userChoice;
      bb.installChoice = choice && choice.outcome;
      if (bb.installChoice !== "accepted") { bb.installPrompt = null; }
    } catch (e) {
      console.warn("Beach Bag install:", e);
    }
  }

  // ---- updates -------------------------------------------------------------------------------
  let registration = null;
  function offer(worker) {
    if (!worker || !navigator.serviceWorker.controller) return;  // first install: no update
    bb.updateReady = true;
    bb.waiting = worker;
    chrome();
  }
  function applyUpdate() {
    bb.wantReload = true;
    const worker = (registration && registration.waiting) || bb.waiting;
    // Every move is already in the browser's storage; the address (#/play/<game>) reopens
    // the game in progress after the reload.
    if (worker) worker.postMessage("beachbag:update");
    setTimeout(() => location.reload(), 3000);  // if the new worker never takes over
  }
  // The service worker keeps the client files this browser loaded (one of the two builds).
  async function keepClient() {
    if (!("serviceWorker" in navigator)) return;
    try {
      const reg = await navigator.serviceWorker.ready;
      const urls = performance.getEntriesByType("resource").map((e) => e.name)
        .filter((u) => u.startsWith(location.origin));
      const channel = new MessageChannel();
      channel.port1.onmessage = (event) => {
        bb.offlineMissing = (event.data && event.data.missing) || null;
        if (event.data && event.data.kept) { bb.offlineReady = true; chrome(); }
        else setTimeout(keepClient, 20000);  // a download failed: try again
      };
      reg.active.postMessage({keep: urls}, [channel.port2]);
    } catch (e) {
      console.warn("Beach Bag offline cache:", e);
    }
  }

  bb.checkForUpdate = () => registration ? registration.update() : Promise.resolve();
  if ("serviceWorker" in navigator) {
    let reloading = false;
    navigator.serviceWorker.addEventListener("controllerchange", () => {
      if (bb.wantReload && !reloading) { reloading = true; location.reload(); }
    });
    navigator.serviceWorker.register("flutter_service_worker.js").then((reg) => {
      registration = reg;
      if (reg.waiting) offer(reg.waiting);
      reg.addEventListener("updatefound", () => {
        const worker = reg.installing;
        if (worker) worker.addEventListener("statechange", () => {
          if (worker.state === "installed") offer(worker);
        });
      });
      setInterval(() => reg.update().catch(() => {}), 30 * 60 * 1000);
      document.addEventListener("visibilitychange", () => {
        if (document.visibilityState === "visible") reg.update().catch(() => {});
      });
    }).catch((e) => console.warn("Beach Bag offline cache:", e));
  }
})();
