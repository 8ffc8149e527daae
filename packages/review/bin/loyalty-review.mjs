#!/usr/bin/env node
import '../dist/server/cli.mjs';
